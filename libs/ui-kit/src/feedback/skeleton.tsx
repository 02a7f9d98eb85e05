import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder block; hidden from assistive tech (the surrounding status announces loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
