import { describe, expect, it } from 'vitest';
import {
  careerStatOf,
  leaderStatsByLeague,
  seasonTableStats,
  STAT_CATALOGUE,
  statOf,
  statsOfSport,
} from './catalogue';
import { formatStat, roundStat, statDigits, statNumber } from './format-stat';
import { qualifierText } from './qualifier-text';
import { statValue, sumLines } from './value';

const stat = (sport: string, key: string) => {
  const s = statOf(sport, key);
  if (!s) throw new Error(`no ${sport} ${key}`);
  return s;
};

describe('the catalogue', () => {
  it('holds each stat once per sport, with a label, an abbreviation and a group', () => {
    for (const sport of ['baseball', 'basketball', 'football', 'hockey']) {
      const keys = statsOfSport(sport).map((s) => s.key);
      expect(new Set(keys).size, sport).toBe(keys.length);
    }
    for (const s of STAT_CATALOGUE) {
      expect(s.label.length, s.key).toBeGreaterThan(3);
      expect(s.abbr, s.key).not.toBe(s.label);
      expect(s.group, s.key).not.toBe('');
    }
  });

  it('ranks in the leader lists only stats it holds; a ranked rate has a qualifier with a career minimum', () => {
    const leagues = leaderStatsByLeague();
    expect(leagues.map((l) => l.league)).toEqual(['mlb', 'nba', 'nfl', 'nhl']);
    for (const { stats } of leagues)
      for (const s of stats)
        if (s.formula.den) {
          expect(s.qualifier?.careerMin, s.key).toBeGreaterThan(0);
          expect(s.qualifier?.seasonPerGame ?? s.qualifier?.seasonMin, s.key).toBeGreaterThan(0);
          expect(s.qualifier?.abbr, s.key).toMatch(/^[A-Z]+$/);
        }
    // ERA's qualifier counts innings as a third of each out, and shows them in thirds from the outs summed.
    expect(statOf('baseball', 'earned-run-average')?.qualifier).toMatchObject({
      keys: ['p.ipo'],
      abbr: 'IP',
      format: { kind: 'innings' },
    });
  });

  it('gives each kind of player a season table whose headers are never the same twice', () => {
    for (const [sport, pos] of [
      ['baseball', 'P'],
      ['baseball', 'SS'],
      ['hockey', 'G'],
      ['hockey', 'C'],
      ['basketball', null],
      ['football', 'QB'],
    ] as const) {
      const cols = seasonTableStats(sport, pos)!;
      expect(cols.length, `${sport} ${pos}`).toBeGreaterThan(5);
      expect(new Set(cols.map((c) => c.abbr)).size, `${sport} ${pos}`).toBe(cols.length);
    }
    expect(seasonTableStats('cricket', null)).toBeNull();
    expect(seasonTableStats('baseball', 'P')!.map((c) => c.abbr)).toContain('IP');
  });

  it('names the API career figures once per sport', () => {
    expect(careerStatOf('baseball', 'batting_average')?.key).toBe('batting-average');
    expect(careerStatOf('baseball', 'outs_pitched')?.format).toEqual({ kind: 'innings' });
    expect(careerStatOf('hockey', 'batting_average')).toBeUndefined();
  });
});

describe('a stat from its keys', () => {
  it('batting average: hits over at bats', () => {
    expect(statValue(stat('baseball', 'batting-average'), { h: 185, ab: 600 })).toBeCloseTo(0.30833, 5);
    expect(statValue(stat('baseball', 'batting-average'), { h: 0, ab: 0 })).toBeNull();
  });

  it('ERA: earned runs per 27 outs, read in the pitching group', () => {
    // Bob Gibson 1968: 38 earned runs in 304⅔ innings (914 outs).
    const era = statValue(stat('baseball', 'earned-run-average'), { p: { er: 38, ipo: 914 } });
    expect(formatStat(stat('baseball', 'earned-run-average'), era)).toBe('1.12');
  });

  it('save percentage: shots against less goals against, over shots against', () => {
    const sv = stat('hockey', 'save-percentage');
    expect(formatStat(sv, statValue(sv, { sa: 1000, ga: 85 }))).toBe('.915');
  });

  it("points per game: 'games' is the line's games played", () => {
    const ppg = stat('basketball', 'points-per-game');
    expect(formatStat(ppg, statValue(ppg, { pts: 2832, games: 82 }))).toBe('34.5');
  });

  it('a count the line does not give is missing, not zero', () => {
    expect(statValue(stat('basketball', 'points'), { trb: 3 })).toBeNull();
    expect(formatStat(stat('basketball', 'points'), null)).toBe('—');
  });

  it('a career rate is recomputed from the summed parts, never averaged', () => {
    const fg = stat('basketball', 'field-goal-percentage');
    const career = sumLines([
      { fg: 1, fga: 1 },
      { fg: 0, fga: 9 },
    ]);
    expect(formatStat(fg, statValue(fg, career))).toBe('10.0%');
    expect(sumLines([{ p: { ipo: 1 } }, { p: { ipo: 2 } }])).toEqual({ p: { ipo: 3 } });
  });
});

describe('formats', () => {
  it('writes innings pitched in thirds from outs (481.2, never 481.7)', () => {
    const ip = stat('baseball', 'innings-pitched');
    expect(formatStat(ip, statValue(ip, { p: { ipo: 1445 } }))).toBe('481.2');
    expect(roundStat(ip, 1445)).toBe(1445);
    expect(statNumber(ip, 1445)).toBe(481.667);
  });

  it('writes rates, percentages, fixed decimals and counts with the domain formatters', () => {
    expect(formatStat(stat('baseball', 'batting-average'), 0.3664)).toBe('.366');
    expect(formatStat(stat('football', 'completion-percentage'), 0.6543)).toBe('65.4%');
    expect(formatStat(stat('football', 'sacks'), 12)).toBe('12.0');
    expect(formatStat(stat('football', 'passing-yards'), 71940)).toBe('71,940');
    expect(statDigits(stat('baseball', 'earned-run-average'))).toBe(2);
    expect(roundStat(stat('baseball', 'batting-average'), 0.30833)).toBe(0.308);
    // 93 earned runs in 200 innings: 4.185, written 4.19 (on the binary value it would round down).
    const era = stat('baseball', 'earned-run-average');
    expect(roundStat(era, statValue(era, { p: { er: 93, ipo: 600 } }))).toBe(4.19);
    expect(formatStat(era, statValue(era, { p: { er: 93, ipo: 600 } }))).toBe('4.19');
    expect(roundStat(stat('basketball', 'points'), 0)).toBe(0);
  });
});

describe('a qualifier in words', () => {
  it('says the season rule (per team game, a share of the games or a minimum) and the career minimum', () => {
    const text = (sport: string, key: string) => qualifierText(statOf(sport, key)!.qualifier!);
    expect(text('baseball', 'batting-average')).toBe(
      'At least 3.1 plate appearances per team game in a season; 3,000 plate appearances in a career',
    );
    expect(text('baseball', 'earned-run-average')).toBe(
      'At least 1 inning pitched per team game in a season; 1,000 innings pitched in a career',
    );
    expect(text('basketball', 'points-per-game')).toBe(
      "At least 70% of the team's games in a season; 400 games in a career",
    );
    expect(text('hockey', 'save-percentage')).toBe(
      'At least 25 games in goal in a season; 250 games in goal in a career',
    );
  });
});
