import { seasons } from '@trophy-room/contract/testing';
import { readParams, seasonsParams } from '@trophy-room/routes';
import { describe, expect, it } from 'vitest';
import { seasonsView, SEASONS_PAGE_SIZE } from './seasons-view';

const params = (q: string) => readParams(seasonsParams, new URLSearchParams(q));
/** 60 seasons: the fixtures' seven, repeated with new ids. */
const many = Array.from({ length: 60 }, (_, i) => ({ ...seasons[i % seasons.length], id: 10_000 + i }));

describe('seasonsView', () => {
  it('holds the cards of the pages opened, and counts every season the filters match', () => {
    const first = seasonsView(many, params(''));
    expect(first.seasons).toHaveLength(SEASONS_PAGE_SIZE);
    expect(first.total).toBe(60);
    expect(first.counts.active + first.counts.completed + first.counts.upcoming).toBe(60);
    expect(seasonsView(many, params('page=2')).seasons).toHaveLength(2 * SEASONS_PAGE_SIZE);
    expect(seasonsView(many, params('page=3')).seasons).toHaveLength(60);
  });

  it('deep in the list, holds only the last pages open, from the first card of the window', () => {
    const lots = Array.from({ length: 130 }, (_, i) => ({ ...seasons[i % seasons.length], id: 20_000 + i }));
    const third = seasonsView(lots, params('page=3'));
    expect(third).toMatchObject({ start: 0, total: 130 });
    expect(third.seasons).toHaveLength(3 * SEASONS_PAGE_SIZE);
    const sixth = seasonsView(lots, params('page=6'));
    expect(sixth.start).toBe(3 * SEASONS_PAGE_SIZE);
    expect(sixth.seasons).toHaveLength(130 - 3 * SEASONS_PAGE_SIZE);
    expect(sixth.seasons[0]).toEqual(seasonsView(lots, params('page=4')).seasons.at(-SEASONS_PAGE_SIZE));
  });

  it('offers every sport and decade whatever the filters, and an empty result holds no cards', () => {
    const none = seasonsView(many, params('q=nothing-matches-this'));
    expect(none).toMatchObject({ seasons: [], total: 0, counts: { active: 0, completed: 0, upcoming: 0 } });
    expect(none.sports.map((s) => s.slug).sort()).toEqual(['basketball', 'football', 'hockey']);
    expect(none.decades[0]).toBeGreaterThanOrEqual(2020);
  });
});
