import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('names what is missing and links back to its list', () => {
    renderWithSite(
      <NotFound
        title="Coach Not Found"
        message="We couldn't find details for this coach."
        back={{ to: '/coaches', label: 'Back to Coaches' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Coach Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this coach.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Coaches' })).toHaveAttribute('href', '/coaches');
  });
});
