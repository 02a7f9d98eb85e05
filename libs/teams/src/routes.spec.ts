import { QueryClient } from '@tanstack/react-query';
import { aTeamSeasonYears, mockApi } from '@trophy-room/contract/testing';
import { nfl } from '@trophy-room/site-theme';
import {
  fetchPageData,
  siteFilters,
  type RouteContext,
  type RouteDeclaration,
} from '@trophy-room/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chiefsHandlers, directoryHandlers } from './testing/teams-scenario';

// The routes' sitemaps are server code (declared under import.meta.env.SSR): this spec reads them as the server does,
// from a fresh import (the specs share one module graph, and the pages import the routes as the browser does); and
// it fetches the routes' queries as the server does before rendering.
vi.hoisted(() => {
  import.meta.env.SSR = true;
});
vi.resetModules();
const { teamRoute, teamSeasonRoute, teamsRoute } = await import('./routes');

/** The API's URLs asked for since the last `fetched`. */
const requests: URL[] = [];
const askedPaths = () => requests.map((u) => u.pathname);
const server = setupServer(
  mockApi.data('teamSeasonYears', [
    aTeamSeasonYears({ years: [2024, 2023, 1969] }),
    aTeamSeasonYears({ slug: 'providence-steam-roller', years: [1931, 1930] }),
  ]),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The API paths the server asks for a route's page, in order of first call, as it fetches before rendering. */
async function fetched(route: RouteDeclaration, ctx: Partial<RouteContext>) {
  requests.length = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const full = { params: {}, search: new URLSearchParams(), site: nfl, filters: siteFilters(nfl), ...ctx };
  await fetchPageData(route, full, client.ensureQueryData.bind(client), client.getQueryData.bind(client));
  return [...new Set(askedPaths())];
}

describe('team season sitemap', () => {
  it('lists every team and season page from one API call', async () => {
    const client = new QueryClient();
    const query = client.ensureQueryData.bind(client) as QueryClient['ensureQueryData'];
    const urls = await teamSeasonRoute.sitemap?.({ site: nfl, filters: siteFilters(nfl), query });
    expect(urls).toEqual([
      '/teams/kansas-city-chiefs/1969',
      '/teams/kansas-city-chiefs/2023',
      '/teams/kansas-city-chiefs/2024',
      '/teams/providence-steam-roller/1930',
      '/teams/providence-steam-roller/1931',
    ]);
    const teams = await teamRoute.sitemap?.({ site: nfl, filters: siteFilters(nfl), query });
    expect(teams).toEqual(['/teams/kansas-city-chiefs', '/teams/providence-steam-roller']);
    expect(askedPaths()).toEqual(['/api/teams/season-years/']);
  });
});

describe("team season page: the server fetches the open tab's queries with the page's", () => {
  const season = (search: string, site = nfl) =>
    fetched(teamSeasonRoute, {
      params: { slug: 'kansas-city-chiefs', year: '2023' },
      search: new URLSearchParams(search),
      site,
    });
  const team = '/api/teams/teams/kansas-city-chiefs';
  const page = [
    `${team}/`,
    `${team}/seasons/`,
    `${team}/championships/`,
    '/api/championships/season-years/',
    `${team}/stats/`,
  ];

  it('the overview: the season totals; the schedule: its games, the totals and the games the sources hold', async () => {
    server.use(...chiefsHandlers, mockApi.data('coverage', { leagues: [], total_rows: 0 }));
    expect(await season('')).toEqual([...page, `${team}/season-summary/`]);
    expect(await season('?tab=schedule')).toEqual(
      expect.arrayContaining([
        ...page,
        `${team}/schedule/`,
        '/api/core/coverage/',
        `${team}/season-summary/`,
      ]),
    );
    expect(await season('?tab=schedule')).not.toContain(`${team}/roster/`);
  });

  it("the roster and the stats: the players' lines; a site without players opens the overview", async () => {
    server.use(...chiefsHandlers);
    expect(await season('?tab=roster')).toEqual([...page, `${team}/roster/`]);
    expect(await season('?tab=stats')).toEqual([...page, `${team}/roster/`]);
    const noPlayers = { ...nfl, sourcesLack: [...nfl.sourcesLack, 'players' as const] };
    expect(await season('?tab=roster', noPlayers)).toEqual([...page, `${team}/season-summary/`]);
  });

  // (A 4xx: the cache classes retry a 5xx, which the test would wait out; the renderer answers 503 for either.)
  it("a failure of the games' coverage leaves its note out; the schedule's own fails the page", async () => {
    server.use(...chiefsHandlers, mockApi.error('coverage'));
    await expect(season('?tab=schedule')).resolves.toContain(`${team}/schedule/`);
    server.use(mockApi.error('teamSchedule'));
    await expect(season('?tab=schedule')).rejects.toMatchObject({ status: 400 });
  });
});

describe('teams directory: the filter options, then the page the URL asks for', () => {
  it('resolves the URL against the options before asking for the page', async () => {
    server.use(...directoryHandlers);
    expect(await fetched(teamsRoute, { search: new URLSearchParams('q=KC') })).toEqual([
      '/api/teams/facets/',
      '/api/teams/teams/',
    ]);
    expect(requests[1].searchParams.get('search')).toBe('KC');
  });
});
