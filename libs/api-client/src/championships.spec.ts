import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { championshipQueries, championshipResources } from './championships';
import { createHttpClient } from './http';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = <T>(results: T[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
});

function client(routes: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) =>
    url in routes ? json(routes[url]) : json({ detail: 'Not found.' }, 404),
  );
  return {
    fetch,
    res: championshipResources(createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch })),
  };
}

const nfl = { sport__slug: 'football', level__slug: 'professional' };

describe('championship resources', () => {
  it('lists every page with the site filters but not the season', async () => {
    const { fetch, res } = client({
      '/api/championships/championships/?sport__slug=football&level__slug=professional&page_size=500': page(
        [{ slug: 'super-bowl' }],
        '/api/championships/championships/?page=2',
      ),
      '/api/championships/championships/?page=2': page([{ slug: 'nfl-championship' }]),
    });
    const list = await res.list({ ...nfl, season: 2024 });
    expect(list.map((c) => c.slug)).toEqual(['super-bowl', 'nfl-championship']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gets one by slug and reports a missing one as a 404 ApiError', async () => {
    const { res } = client({
      '/api/championships/championships/super-bowl/?sport__slug=football&level__slug=professional': {
        id: 1,
        slug: 'super-bowl',
      },
    });
    await expect(res.get('super-bowl', nfl)).resolves.toMatchObject({ id: 1 });
    const err = await res.get('nope', nfl).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(404);
  });

  it('reads results and stats by championship id', async () => {
    const { res } = client({
      '/api/championships/championships/7/champions/?page_size=500': page([
        { year: 2024, winner_name: 'Philadelphia Eagles' },
      ]),
      '/api/championships/championships/7/stats/': { total_games: 59 },
    });
    expect(await res.results(7)).toEqual([{ year: 2024, winner_name: 'Philadelphia Eagles' }]);
    expect(await res.stats(7)).toEqual({ total_games: 59 });
  });
});

describe('championship queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('key by entity, site filters (without season), then the view', () => {
    expect(championshipQueries.list({ ...nfl, season: 2020 }).queryKey).toEqual([
      'championships',
      nfl,
      'list',
    ]);
    expect(championshipQueries.detail({}, 'super-bowl').queryKey).toEqual([
      'championships',
      {},
      'detail',
      'super-bowl',
    ]);
    expect(championshipQueries.results(nfl, 3).queryKey).toEqual(['championships', nfl, 'results', 3]);
    expect(championshipQueries.stats(nfl, 3).queryKey).toEqual(['championships', nfl, 'stats', 3]);
  });

  it('keeps championships for a day (static) and skips the detail fetch without a slug', () => {
    expect(championshipQueries.list(nfl).staleTime).toBe(24 * 60 * 60 * 1000);
    expect(championshipQueries.detail(nfl, '').enabled).toBe(false);
  });

  it('fetch through the shared client', async () => {
    const fetch = vi.fn(async () => json(page([{ slug: 'stanley-cup' }])));
    vi.stubGlobal('fetch', fetch);
    const data = await new QueryClient().fetchQuery(championshipQueries.list({ sport__slug: 'hockey' }));
    expect(data).toEqual([{ slug: 'stanley-cup' }]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/championships/championships/?sport__slug=hockey&page_size=500',
      expect.anything(),
    );
  });
});
