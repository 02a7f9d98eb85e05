import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonGrid } from './skeleton-grid';

describe('SkeletonGrid', () => {
  it.each([9, 8, 12])('renders %i placeholder cards hidden from assistive tech', (count) => {
    const { container } = render(<SkeletonGrid count={count} />);
    const cards = container.querySelectorAll('[data-slot="skeleton-card"]');
    expect(cards).toHaveLength(count);
    cards.forEach((card) => expect(card).toHaveAttribute('aria-hidden', 'true'));
  });

  it('announces one busy status with its label', () => {
    render(<SkeletonGrid count={9} label="Loading teams..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAccessibleName('');
    expect(status).toHaveTextContent('Loading teams...');
  });
});
