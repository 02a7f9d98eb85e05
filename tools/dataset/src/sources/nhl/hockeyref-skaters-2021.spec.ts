// The skater seasons 2020-21..2025-26 (nhl_skaters_hockeyref_2021_2026), checked against Hockey-Reference's player
// pages and NHL.com: Ovechkin's goals (24, 50, 42, 31, 44, 32; 929 in his career, the NHL record), a traded player's
// per-team rows, goalies, a player the databank and the rosters do not have, the 2025-26 award winners.
import { built, samePersonTwice } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { HREF_GOALIES } from './hockeyref-goalies';
import { HREF_SKATERS_2021 } from './hockeyref-skaters-2021';
import { nhlSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 120000);

const stat = (r: { stats?: unknown }, k: string) => (r.stats as Record<string, number>)[k];
const named = (name: string) =>
  ctx
    .rows('players')
    .filter((p) => p.league === 'nhl' && ctx.get('people', String(p.person))?.full_name === name);
const lines = (player: string, season: string) =>
  ctx.rows('player_seasons').filter((r) => r.player === player && r.season === season && !r.is_postseason);

describe('nhl: Hockey-Reference skater seasons 2020-21..2025-26', () => {
  it('Alex Ovechkin: 24, 50, 42, 31, 44, 32 goals for Washington; 929 in his career', () => {
    const late = ctx
      .rows('player_seasons')
      .filter((r) => r.player === 'nhl:ovechal01' && !r.is_postseason && r.source === HREF_SKATERS_2021);
    expect(late.map((r) => [r.season, r.team, stat(r, 'g')])).toEqual(
      [24, 50, 42, 31, 44, 32].map((g, i) => [`nhl:${2020 + i}`, 'nhl:WSH', g]),
    );
    expect(ctx.get('players', 'nhl:ovechal01')).toMatchObject({ last_year: 2025, is_active: true });
    expect(ctx.get('players', 'nhl:ovechal01')!.career).toMatchObject({ g: 929 });
  });

  it("keeps a traded player's per-team rows, not his '2TM' row: Jake Guentzel 2023-24, Pittsburgh 22 + Carolina 8", () => {
    const g = lines('nhl:guentja01', 'nhl:2023');
    expect(g.map((r) => [r.team, r.stint, r.games_played, stat(r, 'g'), stat(r, 'pts')])).toEqual([
      ['nhl:PIT', 1, 50, 22, 52],
      ['nhl:CAR', 2, 17, 8, 25],
    ]);
  });

  it("a goalie's line: the goalie file's where it has one (Fleury 2020-21), else the skater columns (Markström 2023-24)", () => {
    expect(lines('nhl:fleurma01', 'nhl:2020').map((r) => r.source)).toEqual([HREF_GOALIES]);
    const m = lines('nhl:marksja02', 'nhl:2023');
    expect(m.map((r) => [r.team, r.games_played, r.source])).toEqual([['nhl:CGY', 48, HREF_SKATERS_2021]]);
    expect(m[0].stats).toMatchObject({ pos: 'G', a: 5, pts: 5 });
  });

  it('adds a player the databank and the rosters do not have once: Matthew Schaefer, Islanders 2025-26', () => {
    expect(ctx.get('players', 'nhl:href-schaema01')).toMatchObject({
      slug: 'matthew-schaefer',
      first_year: 2025,
      last_year: 2025,
      is_active: true,
      primary_position: 'D',
    });
    expect(named('Matthew Schaefer')).toHaveLength(1);
    expect(lines('nhl:href-schaema01', 'nhl:2025').map((r) => [r.team, stat(r, 'g'), stat(r, 'a')])).toEqual([
      ['nhl:NYI', 23, 36],
    ]);
  });

  it('joins the players of the rosters by name: Connor Bedard, one player, Chicago 2023-24..2025-26', () => {
    expect(named('Connor Bedard').map((p) => p.key)).toEqual(['nhl:api-8484144']);
    expect(
      ctx
        .rows('player_seasons')
        .filter((r) => r.player === 'nhl:api-8484144')
        .map((r) => r.season),
    ).toEqual(['nhl:2023', 'nhl:2024', 'nhl:2025']);
    expect(samePersonTwice(ctx, 'nhl')).toEqual([]);
  });

  it('no player-season twice: one source per player and season', () => {
    const sources = new Map<string, Set<string>>();
    for (const r of ctx.rows('player_seasons'))
      if (!r.is_postseason && Number(String(r.season).slice(4)) >= 2018) {
        const k = `${String(r.player)}|${String(r.season)}`;
        sources.set(k, (sources.get(k) ?? new Set()).add(String(r.source)));
      }
    expect([...sources].filter(([, s]) => s.size > 1)).toEqual([]);
  });

  it('adds the 2025-26 scoring titles, which the hand file lacks, not its voted awards (exported before the votes)', () => {
    const added = ctx.rows('awards').filter((a) => a.source === HREF_SKATERS_2021);
    expect(added.map((a) => [a.name, a.year, a.person, a.team])).toEqual([
      ['Art Ross Trophy', 2025, 'nhl:mcdavco01', 'nhl:EDM'],
      ['Maurice "Rocket" Richard Trophy', 2025, 'nhl:mackina01', 'nhl:COL'],
    ]);
    const hutson = ctx.rows('awards').find((a) => a.name === 'Calder Memorial Trophy' && a.year === 2024)!;
    expect(hutson.person).toBe(named('Lane Hutson')[0].key);
  });
});
