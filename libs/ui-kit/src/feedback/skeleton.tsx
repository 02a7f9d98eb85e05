import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export interface SkeletonProps extends ComponentProps<'div'> {
  /** A rounded block (text lines, tiles) or a circle (an avatar or logo). */
  shape?: 'block' | 'circle';
}

/** A grey placeholder block; hidden from assistive tech (the surrounding status announces loading). */
export function Skeleton({ shape = 'block', className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        'animate-pulse bg-slate-200',
        shape === 'circle' ? 'rounded-full' : 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}
