import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A white, bordered surface for grouped content. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
