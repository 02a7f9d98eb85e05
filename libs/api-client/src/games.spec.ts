import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http';
import { gameQueries, gameResources, standingQueries } from './games';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });

function client(answer: (url: string) => unknown) {
  const fetch = vi.fn(async (url: string) => json(answer(url)));
  return {
    fetch,
    games: gameResources(createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch })),
  };
}

describe('games', () => {
  it('fetches a date range with yyyy-MM-dd bounds and the site filters', async () => {
    const { fetch, games } = client(() => page([{ id: 1 }]));
    expect(
      await games.range({ sport__slug: 'basketball' }, { from: '2025-04-01', to: '2025-04-30' }),
    ).toEqual([{ id: 1 }]);
    expect(fetch.mock.calls[0][0]).toBe(
      '/api/games/games/?sport__slug=basketball&game_date__gte=2025-04-01&game_date__lte=2025-04-30&page_size=500',
    );
  });

  it('reads the recent games and their count from the page', async () => {
    expect(await client(() => page([{ id: 1 }], 12)).games.recent({})).toEqual({
      count: 12,
      games: [{ id: 1 }],
    });
  });

  it('fetches standings of a season', async () => {
    const { fetch, games } = client(() => page([{ id: 3 }]));
    expect(await games.standings({ sport__slug: 'hockey', level__slug: 'professional' }, 2023)).toEqual([
      { id: 3 },
    ]);
    expect(fetch.mock.calls[0][0]).toBe(
      '/api/games/standings/?sport__slug=hockey&level__slug=professional&season=2023&page_size=500',
    );
  });

  it('keys carry the site filters', () => {
    const f = { sport__slug: 'baseball' };
    expect(gameQueries.recent(f).queryKey).toEqual(['games', f, 'recent']);
    expect(gameQueries.range(f, { from: 'a', to: 'b' }).queryKey).toEqual([
      'games',
      f,
      'range',
      { from: 'a', to: 'b' },
    ]);
    expect(standingQueries.season(f, 2020).queryKey).toEqual(['standings', f, 'season', 2020]);
    expect(standingQueries.view(f, 0, '2020-05-01').queryKey).toEqual(['standings', f, 'view', 0, '']);
    expect(standingQueries.view(f, 2020, '2020-05-01').queryKey).toEqual([
      'standings',
      f,
      'view',
      2020,
      '2020-05-01',
    ]);
  });

  it('reads the seasons with standings and with games per league from the coverage report', async () => {
    const entry = (table: string, rows: number, min: number | null, max: number | null) => ({
      table,
      rows,
      min_year: min,
      max_year: max,
    });
    const { fetch, games } = client(() => ({
      data: {
        leagues: [
          {
            league: 'ncaa-baseball',
            league_name: 'NCAA Division I Baseball',
            tables: [entry('team_seasons', 156, 1947, 2025), entry('games', 0, null, null)],
          },
          {
            league: 'nba',
            league_name: 'NBA',
            tables: [entry('team_seasons', 1724, 1946, 2025), entry('games', 72945, 1946, 2025)],
          },
          { league: '_shared', league_name: null, tables: [entry('people', 65182, null, null)] },
        ],
        total_rows: 0,
      },
    }));
    expect(await games.standingYears({ level__slug: 'ncaa-division-i' })).toEqual([
      {
        league: 'ncaa-baseball',
        name: 'NCAA Division I Baseball',
        standings: { min: 1947, max: 2025 },
        games: null,
      },
      { league: 'nba', name: 'NBA', standings: { min: 1946, max: 2025 }, games: { min: 1946, max: 2025 } },
    ]);
    expect(fetch.mock.calls[0][0]).toBe('/api/core/coverage/?level__slug=ncaa-division-i');
  });
});
