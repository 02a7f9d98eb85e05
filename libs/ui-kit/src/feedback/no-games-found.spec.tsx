import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoGamesFound } from './no-games-found';

describe('NoGamesFound', () => {
  it('shows its title, with no message by default', () => {
    const { container } = render(<NoGamesFound />);
    expect(screen.getByRole('heading', { name: 'No Games Found' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });

  it('shows an optional message', () => {
    render(<NoGamesFound message="Try adjusting your search or filters." />);
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });
});
