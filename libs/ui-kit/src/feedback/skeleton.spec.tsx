import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';
import { SkeletonCard } from './skeleton-card';

describe('Skeleton', () => {
  it('is a block hidden from assistive tech that takes extra classes', () => {
    const { container } = render(<Skeleton className="h-4 w-24" />);
    const block = container.firstElementChild;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('h-4', 'w-24', 'animate-pulse');
  });

  it('SkeletonCard is hidden from assistive tech as a whole', () => {
    const { container } = render(<SkeletonCard />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
