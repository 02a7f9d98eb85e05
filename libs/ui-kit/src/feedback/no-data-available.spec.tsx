import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoDataAvailable } from './no-data-available';

describe('NoDataAvailable', () => {
  it('shows its title, with no message by default', () => {
    const { container } = render(<NoDataAvailable />);
    expect(screen.getByRole('heading', { name: 'No Data Available' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });

  it('shows an optional message', () => {
    render(<NoDataAvailable message="Try adjusting your search or filters." />);
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });
});
