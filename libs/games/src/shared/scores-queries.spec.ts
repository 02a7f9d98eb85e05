import { QueryClient } from '@tanstack/react-query';
import { gameQueries, refetchIntervals } from '@trophy-room/api-client';
import { aGame } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { today } from './date-range';
import { latestWeek, rangeQueries, type ScoresView } from './scores-queries';

const cache = () => {
  const client = new QueryClient();
  return { client, get: client.getQueryData.bind(client) };
};
const interval = (q: { refetchInterval?: unknown } | undefined, data: unknown) =>
  typeof q?.refetchInterval === 'function' ? q.refetchInterval({ state: { data } }) : q?.refetchInterval;

describe('rangeQueries: a scores screen asks each step once the one before has answered', () => {
  const view: ScoresView = { filters: {}, base: { from: today(), to: today() }, lookBack: true };

  it("the range's games, then (none) its nearest days, then the latest week's games", () => {
    const { client, get } = cache();
    const first = rangeQueries(view, get);
    expect(first.games?.queryKey).toEqual(gameQueries.range({}, view.base).queryKey);
    expect(first).toMatchObject({ nearest: undefined, weekGames: undefined });
    client.setQueryData(gameQueries.range({}, view.base).queryKey, []);
    const second = rangeQueries(view, get);
    expect(second.nearest?.queryKey).toEqual(gameQueries.dates({}, view.base).queryKey);
    expect(second.weekGames).toBeUndefined();
    client.setQueryData(gameQueries.dates({}, view.base).queryKey, { before: '2024-02-11', after: null });
    const week = { from: '2024-02-05', to: '2024-02-11' };
    expect(latestWeek(view, get)).toEqual(week);
    const third = rangeQueries(view, get);
    expect(third.weekGames?.queryKey).toEqual(gameQueries.range({}, week).queryKey);
    // Today, empty and replaced by the latest week, is not refreshed; a past week neither.
    expect(interval(third.games, [])).toBeUndefined();
    expect(interval(third.weekGames, [aGame()])).toBe(false);
  });

  it('a range with games asks nothing more; today refreshes, faster with a live game', () => {
    const { client, get } = cache();
    client.setQueryData(gameQueries.range({}, view.base).queryKey, [aGame()]);
    const q = rangeQueries(view, get);
    expect(q).toMatchObject({ nearest: undefined, weekGames: undefined });
    expect(interval(q.games, [aGame({ status: 'final' })])).toBe(refetchIntervals.today);
    expect(interval(q.games, [aGame({ status: 'live' })])).toBe(refetchIntervals.live);
  });

  it('an explicit date never looks back; no view asks nothing', () => {
    const { client, get } = cache();
    const dated = { ...view, lookBack: false };
    client.setQueryData(gameQueries.range({}, view.base).queryKey, []);
    client.setQueryData(gameQueries.dates({}, view.base).queryKey, { before: '2024-02-11', after: null });
    expect(rangeQueries(dated, get).weekGames).toBeUndefined();
    expect(rangeQueries(dated, get).nearest).toBeDefined();
    expect(rangeQueries(null, get)).toEqual({});
  });
});
