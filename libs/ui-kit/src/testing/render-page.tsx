// Renders a feature page as the site does: site variant, season, a fresh query cache and a router at `path`.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SeasonProvider } from '@trophy-room/season-context';
import { nfl, SiteProvider, type SiteConfig } from '@trophy-room/site-theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export interface RenderPageOptions {
  /** The URL to open, e.g. '/championships/super-bowl'. */
  path?: string;
  /** The route pattern the page is mounted on, e.g. '/championships/:slug'. */
  route?: string;
  site?: SiteConfig;
  /** The site's current season (the latest with data): 2024 unless said; every season back to 1920 is offered. */
  currentSeason?: number;
}

const seasonsDownTo1920 = (from: number) => Array.from({ length: from - 1919 }, (_, i) => from - i);

export function renderPage(
  page: ReactElement,
  { path = '/', route = '/', site = nfl, currentSeason = 2024 }: RenderPageOptions = {},
) {
  // No retries, whatever the query factory's cache class says (as @trophy-room/api-client's withoutRetries, which
  // ui-kit may not import): an error state shows at once.
  const client = new QueryClient();
  const defaulted = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => ({
    ...defaulted(options),
    retry: false,
  })) as QueryClient['defaultQueryOptions'];
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <SiteProvider config={site}>
      <SeasonProvider current={currentSeason} years={seasonsDownTo1920(currentSeason)}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SeasonProvider>
    </SiteProvider>,
  );
  return { ...view, user, router, client };
}
