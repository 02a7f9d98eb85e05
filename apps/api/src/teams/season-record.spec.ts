import { describe, expect, it } from 'vitest';
import { decisionOf, totalsOf, withRunningRecord, type TeamGame } from './season-record';

/** A game from the team's side: its score, the opponent's, at home unless said. */
const g = (us: number | null, them: number | null, more: Partial<TeamGame> = {}): TeamGame => ({
  is_playoff: false,
  is_home: true,
  home_score: us,
  away_score: them,
  overtime: null,
  ...more,
});

describe('the season read from the games', () => {
  it('keeps a running record and streak, the postseason counted apart', () => {
    const games = [
      g(20, 10),
      g(7, 14, { is_home: false, home_score: 14, away_score: 7 }),
      g(3, 3),
      g(24, 21),
      g(17, 10),
      g(null, null),
      g(31, 28, { is_playoff: true }),
      g(10, 13, { is_playoff: true }),
    ];
    expect(withRunningRecord(games, false).map((x) => [x.record, x.streak])).toEqual([
      ['1-0', 'W1'],
      ['1-1', 'L1'],
      ['1-1-1', 'T1'],
      ['2-1-1', 'W1'],
      ['3-1-1', 'W2'],
      [null, null],
      ['1-0', 'W1'],
      ['1-1', 'L1'],
    ]);
  });

  it('counts an overtime loss apart only where the standings do, and never in the playoffs', () => {
    const ot = g(2, 3, { overtime: 'SO' });
    expect(decisionOf(ot, true)).toBe('OTL');
    expect(decisionOf(ot, false)).toBe('L');
    expect(decisionOf({ ...ot, is_playoff: true }, true)).toBe('L');
    expect(withRunningRecord([g(4, 1), ot, ot], true).map((x) => x.record)).toEqual([
      '1-0',
      '1-0-1',
      '1-0-2',
    ]);
    expect(withRunningRecord([ot, ot], true).at(-1)?.streak).toBe('OTL2');
  });

  it('adds up the totals against the opponents, per game and the margin of victory', () => {
    expect(totalsOf([g(20, 10), g(7, 14), g(3, 3), g(null, null)], false)).toEqual({
      from: 'games',
      games: 3,
      wins: 1,
      losses: 1,
      ties: 1,
      ot_losses: 0,
      points_for: 30,
      points_against: 27,
      points_for_per_game: 10,
      points_against_per_game: 9,
      margin_per_game: 1,
      standings_games: null,
    });
    expect(totalsOf([g(null, null)], false)).toBeNull();
  });
});
