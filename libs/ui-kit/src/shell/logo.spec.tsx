import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nhl } from '@trophy-room/site-theme';
import { renderWithSite } from '../testing/render';
import { Logo } from './logo';

describe('Logo', () => {
  it('shows the site logo named after the site', () => {
    renderWithSite(<Logo />, { site: nhl });
    const img = screen.getByRole('img', { name: 'Trophy Room Pro Hockey' });
    expect(img).toHaveAttribute('src', nhl.logo);
    expect(screen.queryByText('Trophy Room Pro Hockey')).not.toBeInTheDocument();
  });

  it('hides the image and shows the text name when the image fails to load', () => {
    renderWithSite(<Logo />, { site: nhl });
    fireEvent.error(screen.getByRole('img', { name: 'Trophy Room Pro Hockey' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Trophy Room Pro Hockey')).toBeVisible();
  });

  it('withName shows the name beside a decorative image, and only the name on error', () => {
    const { container } = renderWithSite(<Logo withName />, { site: nhl });
    expect(screen.getByText('Trophy Room Pro Hockey')).toBeInTheDocument();
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('alt', '');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText('Trophy Room Pro Hockey')).toHaveLength(1);
  });
});
