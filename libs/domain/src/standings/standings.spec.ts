import { describe, expect, it } from 'vitest';
import {
  rankTable,
  standingsCellText,
  standingsColumnHead,
  standingsColumnsShown,
  standingsRules,
  type TableEntry,
} from './index';

const nhl = standingsRules({ sport: 'hockey', year: 2025 });
const team = (t: string, w: number, l: number, extra: Partial<TableEntry> = {}): TableEntry => ({
  team: t,
  wins: w,
  losses: l,
  win_percentage: w / (w + l),
  ...extra,
});

describe('standings rules', () => {
  it('orders NHL tables by points, with points percentage over two points a game', () => {
    // Vegas 2025-26 at the data's date: fewer wins, more points than Anaheim.
    const rows = rankTable(
      [
        team('ana', 22, 20, { ot_losses: 0, win_percentage: 0.524 }),
        team('vgk', 20, 12, { ot_losses: 10, win_percentage: 0.476 }),
      ],
      nhl,
    );
    expect(rows.map((r) => [r.entry.team, r.rank, r.points, r.points_percentage])).toEqual([
      ['vgk', 1, 50, 0.595],
      ['ana', 2, 44, 0.524],
    ]);
    expect(nhl.columns).toContain('pts');
    expect(nhl.gamesBehind).toBe(false);
  });

  it('gives a point a tie before 2005 and none for an overtime loss before 1999', () => {
    expect(standingsRules({ sport: 'hockey', year: 1995 }).points).toEqual({ win: 2, tie: 1, otLoss: 0 });
    expect(standingsRules({ sport: 'hockey', year: 2001 }).points).toEqual({ win: 2, tie: 1, otLoss: 1 });
    const [r] = rankTable([team('x', 50, 23, { ot_losses: 9, games_played: 82 })], nhl);
    expect(r.points).toBe(109);
    expect(r.points_percentage).toBe(0.665);
  });

  it('measures games behind from the leader of the table shown', () => {
    const nba = standingsRules({ sport: 'basketball', year: 2025 });
    const rows = rankTable([team('a', 50, 32), team('b', 56, 26), team('c', 45, 36)], nba);
    expect(rows.map((r) => [r.entry.team, r.games_behind])).toEqual([
      ['b', 0],
      ['a', 6],
      ['c', 10.5],
    ]);
    expect(standingsRules({ sport: 'football', year: 2025 }).gamesBehind).toBe(false);
  });

  it('breaks a tie by head-to-head where the league does', () => {
    const mlb = standingsRules({ sport: 'baseball', year: 2025 });
    const h2h = (a: string, b: string) =>
      a === 'tor' && b === 'nyy' ? { w: 8, l: 5, t: 0 } : { w: 5, l: 8, t: 0 };
    const rows = rankTable([team('nyy', 94, 68), team('tor', 94, 68)], mlb, { headToHead: h2h });
    expect(rows.map((r) => [r.entry.team, r.rank, r.tied])).toEqual([
      ['tor', 1, false],
      ['nyy', 2, false],
    ]);
  });

  it('ranks a college conference by conference record, and leaves it unranked without them', () => {
    const sec = standingsRules({ sport: 'baseball', level: 'college', year: 2025 });
    const rows = rankTable(
      [
        team('lsu', 53, 15, { conference_record: '19-11' }),
        team('tex', 44, 14, { conference_record: '22-8' }),
        team('ark', 50, 15, { conference_record: '20-10' }),
        team('ole', 38, 26, { conference_record: '20-10' }),
      ],
      sec,
    );
    expect(rows.map((r) => [r.entry.team, r.rank, r.tied])).toEqual([
      ['tex', 1, false],
      ['ark', 2, false],
      ['ole', 3, false],
      ['lsu', 4, false],
    ]);
    const unknown = rankTable([team('lsu', 53, 15), team('tex', 44, 14, { conference_record: '22-8' })], sec);
    expect(unknown.map((r) => [r.entry.team, r.rank])).toEqual([
      ['lsu', null],
      ['tex', null],
    ]);
  });

  it('shows a tie as tied where no rule the data holds breaks it', () => {
    const mlb = standingsRules({ sport: 'baseball', year: 1990 });
    const rows = rankTable([team('a', 80, 82), team('b', 80, 82), team('c', 90, 72)], mlb);
    expect(rows.map((r) => [r.entry.team, r.rank, r.tied])).toEqual([
      ['c', 1, false],
      ['a', 2, true],
      ['b', 2, true],
    ]);
  });

  it('runs the NFL division steps, restarting when a three-way tie is reduced', () => {
    const nfl = standingsRules({ sport: 'football', year: 2025 });
    // Three teams at 8-9; head-to-head among all three: car 3-1, atl 2-2, tb 1-3.
    const games: Record<string, { w: number; l: number; t: number }> = {
      'car:atl': { w: 1, l: 1, t: 0 },
      'atl:car': { w: 1, l: 1, t: 0 },
      'car:tb': { w: 2, l: 0, t: 0 },
      'tb:car': { w: 0, l: 2, t: 0 },
      'atl:tb': { w: 1, l: 1, t: 0 },
      'tb:atl': { w: 1, l: 1, t: 0 },
    };
    const rows = rankTable([team('atl', 8, 9), team('car', 8, 9), team('tb', 8, 9)], nfl, {
      headToHead: (a, b) => games[`${a}:${b}`] ?? null,
      divisionTable: true,
    });
    expect(rows.map((r) => [r.entry.team, r.rank])).toEqual([
      ['car', 1],
      ['atl', 2],
      ['tb', 3],
    ]);
  });

  it('puts the postseason team first, then the source order, where the sources hold no tie-breaker', () => {
    const nhlOld = standingsRules({ sport: 'hockey', year: 2024 });
    const rows = rankTable(
      [
        team('a', 40, 30, { ot_losses: 12, source_rank: 4 }),
        team('b', 40, 30, { ot_losses: 12, source_rank: 5, postseason: true }),
        team('c', 40, 30, { ot_losses: 12, source_rank: 6 }),
        team('d', 40, 30, { ot_losses: 12, source_rank: 3 }),
      ],
      nhlOld,
    );
    expect(rows.map((r) => [r.entry.team, r.rank, r.tied])).toEqual([
      ['b', 1, false],
      ['d', 2, false],
      ['a', 3, false],
      ['c', 4, false],
    ]);
  });
});

describe('standings columns', () => {
  const row = {
    games_played: 82,
    wins: 50,
    losses: 23,
    ties: null,
    ot_losses: 9,
    points: 109,
    points_percentage: 0.665,
    win_percentage: 0.61,
    games_behind: null,
    points_for: 280,
    points_against: 230,
    division_record: null,
    conference_record: null,
    streak: 'W3',
  };
  it('names each column in its sport', () => {
    expect(standingsColumnHead('pf', 'hockey')).toEqual({ header: 'GF', title: 'Goals for', numeric: true });
    expect(standingsColumnHead('pa', 'baseball')).toEqual({
      header: 'RA',
      title: 'Runs allowed',
      numeric: true,
    });
    expect(standingsColumnHead('div', 'football').numeric).toBe(false);
    expect(standingsColumnHead('diff', 'football').title).toBe('Point differential');
  });
  it('prints each figure once, by the domain formatters', () => {
    expect(standingsCellText('ppct', row)).toBe('.665');
    expect(standingsCellText('diff', row)).toBe('+50');
    expect(standingsCellText('gb', { ...row, games_behind: 0 })).toBe('—');
    expect(standingsCellText('gb', { ...row, games_behind: 4.5 })).toBe('4.5');
  });
  it("shows a league's columns, T and OTL only where a team has them", () => {
    const nhl = standingsRules({ sport: 'hockey', year: 2024 });
    expect(standingsColumnsShown(nhl, [row])).toEqual([
      'gp',
      'w',
      'l',
      'otl',
      'pts',
      'ppct',
      'pf',
      'pa',
      'diff',
      'streak',
    ]);
  });
});
