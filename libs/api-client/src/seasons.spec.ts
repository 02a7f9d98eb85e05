import type { Season } from '@trophy-room/contract';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http';
import { findSeason, seasonQueries, seasonResources, sortSeasons } from './seasons';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const season = (id: number, start_year: number, sport: string): Season =>
  ({
    id,
    slug: `s-${id}`,
    start_year,
    sport: { name: sport, slug: sport.toLowerCase(), abbreviation: '' },
  }) as Season;

function client(pages: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) =>
    json(pages[url] ?? { count: 0, next: null, previous: null, results: [] }),
  );
  return {
    fetch,
    seasons: seasonResources(createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch })),
  };
}

describe('seasons', () => {
  it('pages the list fully with the site filters (no season) and sorts newest first, then sport', async () => {
    const { fetch, seasons } = client({
      '/api/championships/seasons/?sport__slug=football&level__slug=professional&page_size=500': {
        count: 3,
        next: '/api/championships/seasons/?page=2',
        previous: null,
        results: [season(1, 2022, 'Football'), season(2, 2024, 'Hockey')],
      },
      '/api/championships/seasons/?page=2': {
        count: 3,
        next: null,
        previous: null,
        results: [season(3, 2024, 'Baseball')],
      },
    });
    const list = await seasons.list({ sport__slug: 'football', level__slug: 'professional', season: 2020 });
    expect(list.map((s) => s.id)).toEqual([3, 2, 1]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads the latest season from a one-item page, null when there is none', async () => {
    const { seasons } = client({
      '/api/championships/seasons/?sport__slug=basketball&page_size=1': {
        count: 9,
        next: null,
        previous: null,
        results: [season(7, 2025, 'Basketball')],
      },
    });
    expect((await seasons.latest({ sport__slug: 'basketball' }))?.id).toBe(7);
    expect(await seasons.latest({ sport__slug: 'hockey' })).toBeNull();
  });

  it('finds a season by slug or id', () => {
    const all = [season(1, 2022, 'Football'), season(12, 2024, 'Hockey')];
    expect(findSeason(all, 's-1')?.id).toBe(1);
    expect(findSeason(all, '12')?.id).toBe(12);
    expect(findSeason(all, 'nope')).toBeUndefined();
    expect(sortSeasons(all)[0].id).toBe(12);
  });

  it('keys carry the site filters, not the selected season', () => {
    const f = { sport__slug: 'hockey', level__slug: 'ncaa-division-i', season: 2023 };
    expect(seasonQueries.list(f).queryKey).toEqual([
      'seasons',
      { sport__slug: 'hockey', level__slug: 'ncaa-division-i' },
      'list',
    ]);
    expect(seasonQueries.latest({}).queryKey).toEqual(['seasons', {}, 'latest']);
    expect(seasonQueries.list(f).staleTime).toBe(4 * 60 * 60 * 1000);
  });
});
