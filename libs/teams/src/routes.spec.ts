import { QueryClient } from '@tanstack/react-query';
import { aTeamSeasonYears, mockApi } from '@trophy-room/contract/testing';
import { nfl } from '@trophy-room/site-theme';
import { siteFilters } from '@trophy-room/api-client';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The routes' sitemaps are server code (declared under import.meta.env.SSR): this spec reads them as the server does,
// from a fresh import (the specs share one module graph, and the pages import the routes as the browser does).
vi.hoisted(() => {
  import.meta.env.SSR = true;
});
vi.resetModules();
const { teamRoute, teamSeasonRoute } = await import('./routes');

const calls: string[] = [];
const server = setupServer(
  mockApi.data('teamSeasonYears', [
    aTeamSeasonYears({ years: [2024, 2023, 1969] }),
    aTeamSeasonYears({ slug: 'providence-steam-roller', years: [1931, 1930] }),
  ]),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
});
afterAll(() => server.close());

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
    expect(calls).toEqual(['/api/teams/season-years/']);
  });
});
