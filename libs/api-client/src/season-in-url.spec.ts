import { paths, playersParams } from '@trophy-room/routes';
import { hub } from '@trophy-room/site-theme';
import { describe, expect, it } from 'vitest';
import { seasonInUrl } from './route-data';

const ctx = (search: string) => ({
  params: {},
  search: new URLSearchParams(search),
  site: hub,
  filters: {},
  get: (() => undefined) as never,
});

describe('seasonInUrl', () => {
  it("shows the URL's season (none: null) and opens the list at that season, its filters kept, on page 1", () => {
    const choice = seasonInUrl(playersParams, paths.players);
    expect(choice.shown(ctx('?position=QB'))).toBeNull();
    expect(choice.shown(ctx('?season=2007'))).toBe(2007);
    const url = new URL(choice.href(2007, ctx('?position=QB&page=5')), 'http://x');
    expect(url.pathname).toBe(paths.players());
    expect(Object.fromEntries(url.searchParams)).toEqual({ position: 'QB', season: '2007' });
  });
});
