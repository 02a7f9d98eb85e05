import type { ComponentProps } from 'react';
import { variants, type VariantProps } from '../lib/variants';

/** Card classes: a bordered surface whose tone (border and background) and padding are options. */
export const cardVariants = variants({
  base: 'rounded-xl border text-slate-900 shadow-sm',
  variants: {
    tone: {
      plain: 'border-slate-200 bg-white',
      /** The current champion: a primary wash. */
      highlight: 'border-primary-200 bg-gradient-to-br from-primary-50 to-white',
      /** A call to action on a primary tint. */
      tinted: 'border-slate-200 bg-primary-50',
      /** The chosen one of a set (e.g. the popular plan). */
      selected: 'border-primary-600 bg-white ring-1 ring-primary-600',
      /** A season's champion: gold. */
      gold: 'border-amber-200 bg-amber-50',
    },
    padding: {
      md: 'p-4 sm:p-6',
      sm: 'p-4',
    },
  },
  defaults: { tone: 'plain', padding: 'md' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A bordered surface for grouped content (white unless a tone says otherwise). */
export function Card({ tone, padding, className, ...props }: CardProps) {
  return <div data-slot="card" className={cardVariants({ tone, padding, className })} {...props} />;
}
