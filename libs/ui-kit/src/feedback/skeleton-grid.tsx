import { cn } from '../lib/cn';
import { SkeletonCard } from './skeleton-card';

export interface SkeletonGridProps {
  /** How many placeholder cards: 9 for teams, 8 for games, 12 for players. */
  count: number;
  /** Announced to screen readers while the cards are hidden from them. */
  label?: string;
  className?: string;
}

/** A loading grid of placeholder cards, exposed to assistive tech as one busy status. */
export function SkeletonGrid({ count, label = 'Loading...', className }: SkeletonGridProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      data-slot="skeleton-grid"
      className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}
