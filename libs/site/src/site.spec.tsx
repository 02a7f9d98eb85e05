import { QueryClient } from '@tanstack/react-query';
import { withoutRetries } from '@trophy-room/api-client';
import { siteVariants, type SiteId } from '@trophy-room/site-theme';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { routes } from './routes/routes';

function renderSite(id: SiteId, path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers config={siteVariants[id]} queryClient={withoutRetries(new QueryClient())}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const headlines: Record<SiteId, string> = {
  hub: 'Championship History',
  nfl: 'Super Bowl',
  nba: 'NBA Finals',
  mlb: 'World Series',
  nhl: 'Stanley Cup',
  cfb: 'College Football',
  cbb: 'March Madness',
  cbs: 'College World Series',
  chk: 'Frozen Four',
};

describe('site', () => {
  for (const [id, headline] of Object.entries(headlines) as [SiteId, string][]) {
    it(`${id}: the home hero names its competition`, async () => {
      renderSite(id);
      // The first test imports the lazy home chunk and its route declarations cold: over five seconds beside the
      // other projects' tests on two cores.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toHaveTextContent(
        headline,
      );
      expect(screen.getByRole('link', { name: 'Explore Championships' })).toHaveAttribute(
        'href',
        '/championships',
      );
    }, 25_000);
  }

  it('credits the data sources with the statements their licences require', async () => {
    renderSite('mlb', '/nowhere');
    const credits = within(await screen.findByRole('region', { name: 'Data sources' }));
    expect(credits.getByText(/copyrighted by Retrosheet/)).toBeInTheDocument();
    expect(credits.getByText(/copyrighted by the Hockey Databank project/)).toBeInTheDocument();
    expect(credits.getByText(/Sean Lahman Baseball Database/)).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, inside the shell', async () => {
    renderSite('nba', '/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
