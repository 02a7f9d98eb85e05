import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoPlayersFound } from './no-players-found';

describe('NoPlayersFound', () => {
  it('shows its title, with no message by default', () => {
    const { container } = render(<NoPlayersFound />);
    expect(screen.getByRole('heading', { name: 'No Players Found' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });

  it('shows an optional message', () => {
    render(<NoPlayersFound message="Try adjusting your search or filters." />);
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });
});
