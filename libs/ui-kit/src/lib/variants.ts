// A cva-like helper with plain objects: a base class list plus one class list per chosen option.
import { cn } from './cn';

type VariantMap = Record<string, Record<string, string>>;
type Choice<V extends VariantMap> = { [K in keyof V]?: keyof V[K] };

interface VariantConfig<V extends VariantMap> {
  base: string;
  variants: V;
  defaults: { [K in keyof V]: keyof V[K] };
}

export function variants<V extends VariantMap>({ base, variants: map, defaults }: VariantConfig<V>) {
  return (props: Choice<V> & { className?: string } = {}) =>
    cn(
      base,
      Object.keys(map).map((key) => map[key][(props[key] ?? defaults[key]) as string]),
      props.className,
    );
}

/** The option props a `variants()` function accepts, e.g. `VariantProps<typeof buttonVariants>`. */
export type VariantProps<F extends (props: never) => string> = Omit<
  NonNullable<Parameters<F>[0]>,
  'className'
>;
