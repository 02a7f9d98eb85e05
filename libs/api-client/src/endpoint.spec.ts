import { apiRoutes } from '@trophy-room/contract/paths';
import { describe, expect, it, vi } from 'vitest';
import { cacheClasses } from './cache';
import { endpointQuery, fetchAllPages, getData, getEndpoint } from './endpoint';
import { standingQueries } from './games';
import { createHttpClient } from './http';
import { teamQueries } from './teams';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function http(answer: (url: string) => unknown) {
  const fetch = vi.fn(async (url: string) => json(answer(url)));
  return { fetch, http: createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch }) };
}

describe('calls derived from the endpoint table', () => {
  it('fills the key into the path and sends the query', async () => {
    const { fetch, http: h } = http(() => ({ data: [] }));
    await getData(h, 'teamRoster', { key: 'boston celtics', query: { year: 2023 } });
    expect(fetch.mock.calls[0][0]).toBe('/api/teams/teams/boston%20celtics/roster/?year=2023');
    await getEndpoint(h, 'sports');
    expect(fetch.mock.calls[1][0]).toBe('/api/core/sports/');
  });

  it('fetchAllPages follows next until exhausted', async () => {
    const pages: Record<string, unknown> = {
      '/api/teams/teams/?level__slug=professional': {
        count: 3,
        next: '/api/teams/teams/?page=2',
        previous: null,
        results: ['a', 'b'],
      },
      '/api/teams/teams/?page=2': { count: 3, next: null, previous: '/api/teams/teams/', results: ['c'] },
    };
    const { fetch, http: h } = http((url) => pages[url]);
    const all = await fetchAllPages(h, 'teams', { query: { level__slug: 'professional' } });
    expect(all).toEqual(['a', 'b', 'c']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("caches a query as long as its endpoint's class says, rules included", () => {
    const stale = (o: { staleTime?: unknown }) => o.staleTime;
    expect(apiRoutes.team.cache).toBe('semiStatic');
    expect(stale(teamQueries.detail({}, 'x'))).toBe(cacheClasses.semiStatic.staleTime);
    expect(stale(endpointQuery('gamesLive', ['live'], async () => 1))).toBe(cacheClasses.realtime.staleTime);
    expect(stale(standingQueries.view({}, 0, ''))).toBe(cacheClasses.dynamic.staleTime);
    expect(stale(standingQueries.view({}, 2023, ''))).toBe(cacheClasses.semiStatic.staleTime);
    expect(stale(endpointQuery('standings', ['s'], async () => 1))).toBe(cacheClasses.dynamic.staleTime);
  });
});
