import type { ComponentProps } from 'react';
import { variants, type VariantProps } from '../lib/variants';

/** Button classes; also usable on a router Link so it looks like a button. */
export const buttonVariants = variants({
  base: 'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:pointer-events-none disabled:opacity-50',
  variants: {
    variant: {
      primary: 'bg-primary-700 text-white hover:bg-primary-800',
      secondary: 'bg-secondary-700 text-white hover:bg-secondary-800',
      outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
      ghost: 'text-slate-800 hover:bg-slate-100',
      danger: 'bg-red-700 text-white hover:bg-red-800',
    },
    size: {
      sm: 'h-8 px-3 text-sm',
      md: 'h-10 px-4 text-sm',
      lg: 'h-12 px-6 text-base',
      icon: 'size-10',
    },
  },
  defaults: { variant: 'primary', size: 'md' },
});

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
