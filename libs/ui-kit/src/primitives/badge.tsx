import type { ComponentProps } from 'react';
import { variants, type VariantProps } from '../lib/variants';

export const badgeVariants = variants({
  base: 'inline-flex items-center gap-1 rounded-full font-semibold',
  variants: {
    variant: {
      success: 'bg-emerald-100 text-emerald-800',
      warning: 'bg-amber-100 text-amber-900',
      error: 'bg-red-100 text-red-800',
      neutral: 'bg-slate-100 text-slate-800',
      primary: 'bg-primary-100 text-primary-900',
      secondary: 'bg-secondary-100 text-secondary-900',
    },
    size: {
      sm: 'px-2.5 py-0.5 text-xs',
      md: 'px-3 py-1 text-sm',
    },
    /** `many`: a long label (a conference's full name) wraps rather than pushing the page wider on a phone. */
    lines: {
      one: 'whitespace-nowrap',
      many: 'max-w-full',
    },
  },
  defaults: { variant: 'neutral', size: 'sm', lines: 'one' },
});

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;
export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ variant, size, lines, className, ...props }: BadgeProps) {
  return <span data-slot="badge" className={badgeVariants({ variant, size, lines, className })} {...props} />;
}
