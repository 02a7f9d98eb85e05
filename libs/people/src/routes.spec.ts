import { QueryClient } from '@tanstack/react-query';
import {
  fetchPageData,
  siteFilters,
  type RouteContext,
  type RouteDeclaration,
} from '@trophy-room/api-client';
import { mockApi, playerHandlers } from '@trophy-room/contract/testing';
import { cbb, nba, type SiteConfig } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coachesRoute, playerRoute, playersRoute } from './routes';

// The people routes' queries as the server fetches them before rendering: the directories' page and team filter,
// the player's ranks beside him.
const requests: URL[] = [];
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The API paths asked for a route's page on the site (its queries' data, by key, in `client`). */
async function fetched(route: RouteDeclaration, site: SiteConfig, ctx: Partial<RouteContext> = {}) {
  requests.length = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const full = { params: {}, search: new URLSearchParams(), site, filters: siteFilters(site), ...ctx };
  await fetchPageData(route, full, client.ensureQueryData.bind(client), client.getQueryData.bind(client));
  return requests.map((u) => u.pathname);
}

describe('the directories: the URL’s page and the team filter’s options', () => {
  it('asks for the page the URL filters, and the teams of the site’s sport', async () => {
    server.use(...playerHandlers.success);
    expect(await fetched(playersRoute, nba, { search: new URLSearchParams('q=james&page=2') })).toEqual([
      '/api/people/players/',
      '/api/teams/teams/',
    ]);
    expect(requests[0].searchParams.get('search')).toBe('james');
    expect(requests[0].searchParams.get('page')).toBe('2');
  });

  it('asks for nothing where the sources hold no such people', async () => {
    expect(await fetched(playersRoute, { ...nba, sourcesLack: ['players'] })).toEqual([]);
    expect(await fetched(coachesRoute, { ...cbb, sourcesLack: ['coaches'] })).toEqual([]);
  });
});

describe('the player page: his ranks beside him', () => {
  const player = { params: { slug: 'lebron-james' } };

  it('fetches them with the player', async () => {
    server.use(...playerHandlers.success);
    expect(await fetched(playerRoute, nba, player)).toEqual([
      '/api/people/players/lebron-james/',
      '/api/leaders/players/lebron-james/',
    ]);
  });

  it('leaves them out when they fail; the player’s own failure fails the page', async () => {
    server.use(...playerHandlers.success, mockApi.error('playerRanks'));
    await expect(fetched(playerRoute, nba, player)).resolves.toHaveLength(2);
    server.use(...playerHandlers.notFound);
    await expect(fetched(playerRoute, nba, player)).rejects.toMatchObject({ status: 404 });
  });
});
