// Lahman's award rows read against its own lines: a pitcher's "Triple Crown" and a swapped league.
import { describe, expect, it } from 'vitest';
import { checkedAward } from './awards';

describe('checkedAward', () => {
  it("reads 2024's pitchers' 'Triple Crown' rows as the pitching one, in the league each played in", () => {
    expect(checkedAward('Triple Crown', 'AL', 0, new Map([['ATL', 'NL']]))).toMatchObject({
      award: 'Pitching Triple Crown',
      lg: 'NL',
    });
  });
  it('keeps a batter’s Triple Crown, a traded player’s league and a row that agrees', () => {
    expect(checkedAward('Triple Crown', 'NL', 257, new Map([['PRO', 'NL']]))).toMatchObject({
      award: 'Triple Crown',
      lg: 'NL',
      why: '',
    });
    const traded = new Map([
      ['NYA', 'AL'],
      ['SDN', 'NL'],
    ]);
    expect(checkedAward('Player of the Week', 'AL', 300, traded).lg).toBe('AL');
    expect(checkedAward('Gold Glove', 'ML', 500, new Map([['BOS', 'AL']])).lg).toBe('ML');
  });
});
