import { aGame } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { latestWeekInstead, opensOnLatestWeek } from './scores-view';

describe('the latest week instead of an empty default range', () => {
  it('only /scores with neither a date nor a season in its URL looks back', () => {
    expect(opensOnLatestWeek(new URLSearchParams(''))).toBe(true);
    expect(opensOnLatestWeek(new URLSearchParams('status=final&q=chiefs'))).toBe(true);
    expect(opensOnLatestWeek(new URLSearchParams('from=2024-03-01'))).toBe(false);
    expect(opensOnLatestWeek(new URLSearchParams('to=2024-03-01'))).toBe(false);
    expect(opensOnLatestWeek(new URLSearchParams('season=2023'))).toBe(false);
  });

  it('the Monday-to-Sunday week of the latest day with games, only when the range is empty', () => {
    const before = { before: '2026-02-08', after: null };
    expect(latestWeekInstead([], before)).toEqual({ from: '2026-02-02', to: '2026-02-08' });
    expect(latestWeekInstead([aGame()], before)).toBeNull();
    expect(latestWeekInstead([], { before: null, after: '2027-01-01' })).toBeNull();
    expect(latestWeekInstead(undefined, before)).toBeNull();
    expect(latestWeekInstead([], undefined)).toBeNull();
  });
});
