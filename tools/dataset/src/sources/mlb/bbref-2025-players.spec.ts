// The 2025 player lines (Baseball-Reference player tables) on top of the MLB module: traded players, Latin-1 names,
// two-way players, careers carried into 2025 and each team's lines summed against its team totals. Figures checked
// against Baseball-Reference's 2025 pages (Raleigh 60 HR, Ohtani 55 HR and 62 SO pitching, Devers 35 HR BOS/SFG).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built, expectRows } from '../../testing/built';
import { core } from '../core';
import { mlbSteps } from '.';
import { BBREF_2025_PLAYERS, primaryOf } from './bbref-2025-players';
import { outsOf } from './bbref-2025-lines';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...mlbSteps]);
}, 120000);

const lines2025 = (pid: string) =>
  ctx.rows('player_seasons').filter((r) => r.player === `mlb:${pid}` && r.season === 'mlb:2025');

describe('mlb: 2025 player lines (Baseball-Reference)', () => {
  it('gives a Lahman name the suffix Baseball-Reference prints, the son apart from the father; slugs kept', () => {
    // Baseball-Reference 2025: Vladimir Guerrero Jr., Fernando Tatis Jr. (Lahman People: no suffix column).
    expect(ctx.get('people', 'mlb:guerrvl02')).toMatchObject({ full_name: 'Vladimir Guerrero Jr.' });
    expect(ctx.get('people', 'mlb:guerrvl01')).toMatchObject({ full_name: 'Vladimir Guerrero' });
    expect(ctx.get('people', 'mlb:tatisfe02')).toMatchObject({
      full_name: 'Fernando Tatis Jr.',
      slug: 'fernando-tatis',
    });
    // Before 2025, from hand/mlb/name_suffixes.csv: every row applied, the father's name left as it is.
    expect(ctx.get('people', 'mlb:griffke02')).toMatchObject({ full_name: 'Ken Griffey Jr.' });
    expect(ctx.get('people', 'mlb:griffke01')).toMatchObject({ full_name: 'Ken Griffey' });
    expect(ctx.get('people', 'mlb:ripkeca01')).toMatchObject({ full_name: 'Cal Ripken Jr.' });
    expect(ctx.issues().filter((i) => i.source === 'hand:mlb-name-suffixes')).toEqual([]);
  });

  it('a traded player: one line per team, the 2TM row not counted', () => {
    // Rafael Devers 2025: 2TM 163 G 35 HR = BOS 73 G 15 HR + SFG 90 G 20 HR.
    expect(
      lines2025('deverra01').map((r) => [r.team, r.stint, r.games_played, (r.stats as { hr: number }).hr]),
    ).toEqual([
      ['mlb:BOS', 1, 73, 15],
      ['mlb:SFG', 2, 90, 20],
    ]);
    // A pitcher with three teams in two leagues (3TM 2LG, his AL '2TM' subtotal too): three lines, 34 1/3 innings.
    const garcia = lines2025('garciri01');
    expect(garcia.map((r) => r.team)).toEqual(['mlb:NYM', 'mlb:NYY', 'mlb:BAL']);
    expect(garcia.reduce((a, r) => a + (r.stats as { p: { ipo: number } }).p.ipo, 0)).toBe(103);
  });

  it('no player-season twice: one line per player and team in 2025, every combined row checked', () => {
    const seen = new Set<string>();
    for (const r of ctx.rows('player_seasons').filter((x) => x.season === 'mlb:2025' && !x.is_postseason)) {
      const k = `${String(r.player)}|${String(r.team)}`;
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
      expect(r.source).toBe(BBREF_2025_PLAYERS);
    }
    expect(seen.size).toBe(1692);
    const problems = ctx.issues().filter((i) => i.source === BBREF_2025_PLAYERS);
    expect(problems.map((i) => i.problem)).toEqual([
      expect.stringMatching(
        /^1470 players, 1692 lines: 1228 joined to Lahman players by bbrefID, 242 new in 2025; 215 combined rows/,
      ),
    ]);
  });

  it('Latin-1 names read right; a newcomer gets people and players rows of his own', () => {
    expectRows(ctx, 'people', {
      'mlb:ramirag01': {
        full_name: 'Agustín Ramírez',
        first_name: 'Agustín',
        last_name: 'Ramírez',
        slug: 'agustin-ramirez',
      },
      // An existing player keeps Lahman's people row.
      'mlb:ramirjo01': { full_name: 'Jose Ramirez' },
    });
    expectRows(ctx, 'players', {
      'mlb:ramirag01': {
        slug: 'agustin-ramirez',
        primary_position: 'C',
        first_year: 2025,
        last_year: 2025,
        is_active: true,
        career: expect.objectContaining({ id: 'ramirag01', bat: expect.objectContaining({ hr: 21 }) }),
      },
    });
    // A newcomer of an existing player's name takes a disambiguated slug (the Dodgers' Max Muncy keeps his).
    expect(ctx.get('players', 'mlb:muncyma02')?.slug).toBe('max-muncy-mlb');
    expect(ctx.get('players', 'mlb:muncyma01')?.slug).toBe('max-muncy');
  });

  it('a two-way player: one line with his batting and his pitching (Ohtani 55 HR; 14 GS, 47 IP, 62 SO)', () => {
    const [ohtani] = lines2025('ohtansh01');
    expect(lines2025('ohtansh01')).toHaveLength(1);
    expect(ohtani).toMatchObject({
      team: 'mlb:LAD',
      games_played: 158,
      stats: expect.objectContaining({
        hr: 55,
        rbi: 102,
        p: expect.objectContaining({ gs: 14, ipo: 141, so: 62, era: 2.87 }),
      }),
    });
    expect(lines2025('raleica01')).toEqual([
      expect.objectContaining({ team: 'mlb:SEA', stats: expect.objectContaining({ hr: 60, rbi: 125 }) }),
    ]);
  });

  it('careers run on into 2025: Kershaw past 3,000 strikeouts; a player gone after 2024 no longer active', () => {
    expectRows(ctx, 'players', {
      'mlb:kershcl01': {
        last_year: 2025,
        is_active: true,
        career: expect.objectContaining({ p: expect.objectContaining({ so: 3052 }) }),
      },
      'mlb:judgeaa01': { last_year: 2025, is_active: true },
      'mlb:kiermke01': { last_year: 2024, is_active: false },
    });
    expect(ctx.get('players', 'mlb:kershcl01')?.career).not.toHaveProperty('final');
  });

  it("each team's lines sum to its team totals, but for pitchers' earned runs (scored apart: Rule 9.16(i))", () => {
    const figure = ctx
      .claims()
      .figures()
      .find((f) => f.figure.id === 'mlb.team_season.player_totals')!;
    expect(figure.subjects.size).toBe(30 * 23);
    const apart = [...figure.subjects].filter(([, [a, b]]) => a.value !== b.value).map(([k]) => k);
    expect(apart.every((k) => k.endsWith('#p.er'))).toBe(true);
    expect(apart).toHaveLength(14);
    expect(figure.figure.explain!(figure.subjects.get('mlb:COL:2025#p.er')!)).toMatch(/sum to 4 more/);
    expect(figure.subjects.get('mlb:SEA:2025#hr')!.map((c) => c.value)).toEqual([238, 238]);
  });

  it('innings in thirds, positions by Baseball-Reference code', () => {
    expect(outsOf('205.1')).toBe(616);
    expect(outsOf('207')).toBe(621);
    expect(outsOf('12.5')).toBeNull();
    expect(primaryOf('*6/DH')).toBe('SS');
    expect(primaryOf('/2')).toBe('C');
    expect(primaryOf('D3/5H')).toBe('DH');
    expect(primaryOf(null)).toBeNull();
  });
});

describe('mlb: the 2025 BBWAA awards (hand/mlb/awards_2025.csv)', () => {
  const award = (name: string, lg: string) =>
    ctx.rows('awards').find((a) => a.year === 2025 && a.name === name && a.notes === lg);
  it('links each winner to his page and his 2025 team, a rookie new in 2025 too', () => {
    expect(award('Most Valuable Player', 'AL')).toMatchObject({ person: 'mlb:judgeaa01', team: 'mlb:NYY' });
    expect(award('Cy Young Award', 'NL')).toMatchObject({ person: 'mlb:skenepa01', team: 'mlb:PIT' });
    expect(award('Rookie of the Year', 'AL')).toMatchObject({ person: 'mlb:kurtzni01' });
    expect(ctx.get('people', 'mlb:kurtzni01')).toMatchObject({ full_name: 'Nick Kurtz' });
    expect(award('BBWAA Manager of the Year', 'NL')).toMatchObject({ person: 'mlb:murphpa99', team: null });
  });
});
