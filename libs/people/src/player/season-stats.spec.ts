import { describe, expect, it } from 'vitest';
import { careerTotals, seasonStatsFor, type Stats } from './season-stats';

const brady: Stats[] = [
  {
    games: 16,
    games_started: 16,
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
const gretzky: Stats[] = [{ games: 80, g: 92, a: 120, pts: 212, pm: 81, pim: 26 }];
/** Every key the sources' season lines hold per sport (data/player_seasons), for the dictionary test. */
const sourceKeys: [string, string, Stats][] = [
  ['hockey', 'C', { games: 1, g: 1, a: 1, pts: 1, pm: 1, pim: 1, sog: 1, ppg: 1, shg: 1, gwg: 1 }],
  ['hockey', 'G', { games: 1, w: 1, l: 1, t: 1, min: 1, ga: 1, sa: 1, sho: 1 }],
  [
    'basketball',
    'F',
    { games: 1, mp: 1, pts: 1, trb: 1, orb: 1, drb: 1, ast: 1, stl: 1, blk: 1, tov: 1, pf: 1 },
  ],
  [
    'baseball',
    'RF',
    { games: 1, ab: 1, r: 1, h: 1, hr: 1, rbi: 1, sb: 1, cs: 1, bb: 1, so: 1, hbp: 1, sf: 1 },
  ],
];

describe('season table columns', () => {
  it('has a column for every counting key of the sources, each a known abbreviation with its full name', () => {
    for (const [sport, pos, line] of sourceKeys) {
      const cols = seasonStatsFor(sport, pos, [line]);
      const shown = Object.keys(line);
      expect(
        shown.filter((k) => !cols.some((c) => c.keys.includes(k))),
        `${sport} ${pos}`,
      ).toEqual([]);
      for (const c of cols) {
        expect(c.header).toMatch(/^[A-Z0-9+/%-]+$|^[A-Z][a-z]/);
        expect(c.title).not.toBe(c.header);
      }
      expect(new Set(cols.map((c) => c.header)).size).toBe(cols.length);
    }
  });

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

describe('season table figures, by the stat catalogue', () => {
  const gibson: Stats[] = [{ games: 34, p: { g: 34, gs: 34, w: 22, l: 9, ipo: 914, er: 38, so: 268 } }];

  it("a pitcher's innings in thirds and his ERA from earned runs and outs", () => {
    const cols = seasonStatsFor('baseball', 'P', gibson);
    const col = (h: string) => cols.find((c) => c.header === h)!;
    expect(col('IP').text(col('IP').value(gibson[0]))).toBe('304.2');
    expect(col('IP').number(col('IP').value(gibson[0]))).toBe(304.667);
    expect(col('ERA').text(col('ERA').value(gibson[0]))).toBe('1.12');
  });

  it("a kicker's table has his kicking columns", () => {
    const line: Stats = { games: 17, fgm: 30, fga: 34, xpm: 40, xpa: 41 };
    expect(seasonStatsFor('football', 'K', [line]).map((c) => c.header)).toEqual([
      'G',
      'FGM',
      'FGA',
      'XPM',
      'XPA',
    ]);
  });

  it('the career row recomputes a rate from the summed parts', () => {
    const lines: Stats[] = [
      { games: 10, fg: 1, fga: 1 },
      { games: 10, fg: 0, fga: 9 },
    ];
    const fg = seasonStatsFor('basketball', 'G', lines).find((c) => c.header === 'FG%')!;
    expect(fg.text(fg.value(careerTotals(lines)))).toBe('10.0%');
  });
});
