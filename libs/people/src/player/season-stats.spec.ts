import { describe, expect, it } from 'vitest';
import { seasonStatsFor, type Stats } from './season-stats';

const brady: Stats[] = [
  {
    __games_played: 16,
    __games_started: 16,
    pass_att: 578,
    pass_cmp: 398,
    pass_yds: 4577,
    pass_td: 50,
    pass_int: 8,
    rush_att: 37,
    rush_yds: 98,
    rush_td: 2,
    fmb: 6,
    fl: 2,
    def_tkl: 1,
    rec_tgt: 1,
  },
];
const gretzky: Stats[] = [{ __games_played: 80, g: 92, a: 120, pts: 212, pm: 81, pim: 26 }];

describe('season table columns', () => {
  it('reads as words or the abbreviations fans know, each with a title (no source codes)', () => {
    const cols = seasonStatsFor('football', 'QB', brady);
    expect(cols.map((c) => c.header)).toEqual([
      'G',
      'GS',
      'Cmp',
      'Att',
      'Cmp%',
      'Pass Yds',
      'Pass TD',
      'Int',
      'Rush',
      'Rush Yds',
      'Rush TD',
      'Tgt',
      'Fmb',
      'FL',
      'Tkl',
    ]);
    for (const c of cols) {
      expect(c.header).not.toMatch(/_/);
      expect(c.title.length).toBeGreaterThan(3);
    }
  });

  it('never shows one header twice (hockey: GP for games, G for goals)', () => {
    for (const [sport, pos, lines] of [
      ['hockey', 'C', gretzky],
      ['football', 'QB', brady],
    ] as const) {
      const headers = seasonStatsFor(sport, pos, [...lines]).map((c) => c.header);
      expect(new Set(headers).size, sport).toBe(headers.length);
    }
    expect(seasonStatsFor('hockey', 'C', gretzky).map((c) => c.header)).toEqual([
      'GP',
      'G',
      'A',
      'PTS',
      '+/-',
      'PIM',
    ]);
  });
});
