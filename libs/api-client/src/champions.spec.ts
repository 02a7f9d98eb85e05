import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { championQueries, championResources } from './champions';
import { createHttpClient } from './http';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const resources = (answer: (url: string) => unknown) => {
  const fetch = vi.fn(async (url: string) => json(answer(url)));
  return {
    fetch,
    res: championResources(createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch })),
  };
};
const eagles = { id: 1, year: 2024, team_name: 'Philadelphia Eagles', championship_name: 'Super Bowl' };

describe('champion resources', () => {
  it('read the data field', async () => {
    const { fetch, res } = resources(() => ({ data: [eagles] }));
    expect(await res.list({ sport__slug: 'football', season__start_year: 2024 })).toEqual([eagles]);
    expect(fetch.mock.calls[0][0]).toBe(
      '/api/championships/champions/?sport__slug=football&season__start_year=2024',
    );
  });

  it('read the summary from the data field', async () => {
    const summary = { count: 1, latest_title_year: 2024, most_titles: null, recent: null };
    const { fetch, res } = resources(() => ({ data: summary }));
    expect(await res.summary({ level__slug: 'professional', year: 2025 })).toEqual(summary);
    expect(fetch.mock.calls[0][0]).toBe(
      '/api/championships/champions/summary/?level__slug=professional&year=2025',
    );
  });

  it('read an empty list as no champions', async () => {
    expect(await resources(() => ({ data: [] })).res.list()).toEqual([]);
  });
});

describe('champion queries', () => {
  afterEach(() => vi.unstubAllGlobals());
  const f = { sport__slug: 'basketball', level__slug: 'ncaa-division-i', season: 2024 };
  const scoped = { sport__slug: 'basketball', level__slug: 'ncaa-division-i' };

  it('key the history and a season by the site filters without the selected season', () => {
    expect(championQueries.history(f).queryKey).toEqual(['champions', scoped, 'history']);
    expect(championQueries.bySeason(f, 2023).queryKey).toEqual(['champions', scoped, 'season', 2023]);
    expect(championQueries.summary(f, 2025).queryKey).toEqual(['champions', scoped, 'summary', 2025]);
  });

  it('fetch the summary for the site and the year, without the selected season', async () => {
    const fetch = vi.fn(async () => json({ data: { count: 0 } }));
    vi.stubGlobal('fetch', fetch);
    expect(await new QueryClient().fetchQuery(championQueries.summary(f, 2025))).toEqual({ count: 0 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/championships/champions/summary/?sport__slug=basketball&level__slug=ncaa-division-i&year=2025',
      expect.anything(),
    );
  });

  it('fetch the history for the site', async () => {
    const fetch = vi.fn(async () => json({ data: [eagles] }));
    vi.stubGlobal('fetch', fetch);
    expect(await new QueryClient().fetchQuery(championQueries.history(f))).toEqual([eagles]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/championships/champions/?sport__slug=basketball&level__slug=ncaa-division-i',
      expect.anything(),
    );
  });
});
