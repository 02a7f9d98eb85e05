// Hockey-Reference's 2020-21 schedule and 2019-2021 playoff exports: the games rows, the 2020-21 standings derived
// from them and claimed against Hockey-Reference's standings, every playoff game's round, the series drawn from the
// games, and the claims of the games two sources give. References: Hockey-Reference's 2020-21 NHL season and
// standings, its 2019, 2020 and 2021 NHL Playoffs pages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built, expectRows } from '../../testing/built';
import { core } from '../core';
import { nhlSteps } from '.';
import { HREF_2021 } from './games-hockeyref-2021';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 300000);

const games = (season: number, playoff: boolean) =>
  ctx.rows('games').filter((g) => g.season === `nhl:${season}` && g.is_playoff === playoff);
const count = (list: { round?: unknown }[]) => {
  const out: Record<string, number> = {};
  for (const g of list) out[String(g.round)] = (out[String(g.round)] ?? 0) + 1;
  return out;
};
const figure = (id: string) =>
  ctx
    .claims()
    .figures()
    .find((f) => f.figure.id === id)!;
const disagreements = (id: string) =>
  [...figure(id).subjects].filter(([, list]) => new Set(list.map((c) => String(c.value))).size > 1);

describe('nhl: the 2020-21 regular season from Hockey-Reference', () => {
  it('has all 868 games (the repeated last rows dropped), 56 per team, from the 13 Jan opener', () => {
    const reg = games(2020, false);
    expect(reg).toHaveLength(868);
    expect(reg.every((g) => g.source === HREF_2021)).toBe(true);
    expect(reg.find((g) => g.slug === 'nhl-2021-01-13-pit-phi')).toMatchObject({
      home_score: 6,
      away_score: 3,
    });
    const perTeam = new Map<unknown, number>();
    for (const g of reg)
      for (const t of [g.home_team, g.away_team]) perTeam.set(t, (perTeam.get(t) ?? 0) + 1);
    expect(new Set(perTeam.values())).toEqual(new Set([56]));
    expect(ctx.issues().filter((i) => /repeat earlier rows exactly/.test(i.problem))).toHaveLength(4);
  });

  it('derives the standings from the games, in the four realigned divisions, as Hockey-Reference has them', () => {
    const ts = ctx.rows('team_seasons').filter((s) => s.season === 'nhl:2020');
    expect(ts).toHaveLength(31);
    expect(ts.every((s) => s.derived_from_games && s.source === HREF_2021)).toBe(true);
    expect(ts.reduce((n, s) => n + Number(s.points_for), 0)).toBe(5096);
    expectRows(ctx, 'team_seasons', {
      'nhl:ts:2020:COL': { wins: 39, losses: 13, ot_losses: 4, points: 82, division: 'nhl:div:W20' },
      'nhl:ts:2020:VGK': { wins: 40, losses: 14, ot_losses: 2, points: 82 },
      'nhl:ts:2020:TOR': { wins: 35, losses: 14, ot_losses: 7, points: 77, division: 'nhl:div:N20' },
    });
    // Every team-season's record from the games agrees with Hockey-Reference's standings.
    const records = [...figure('nhl.team_season.record').subjects].filter(([k]) =>
      k.startsWith('nhl:ts:2020:'),
    );
    expect(records).toHaveLength(31);
    expect(records.filter(([, l]) => l.length !== 2 || l[0].value !== l[1].value)).toEqual([]);
  });
});

describe('nhl: the 2019, 2020 and 2021 playoffs', () => {
  it('names the round of every playoff game: 87, 130 (qualifying round and round robin) and 84 games', () => {
    expect(count(games(2018, true))).toEqual({
      'First Round': 46,
      'Second Round': 24,
      'Conference Finals': 10,
      'Stanley Cup Final': 7,
    });
    expect(count(games(2019, true))).toEqual({
      'Qualifying Round': 32,
      'Seeding Round Robin': 12,
      'First Round': 43,
      'Second Round': 26,
      'Conference Finals': 11,
      'Stanley Cup Final': 6,
    });
    expect(count(games(2020, true))).toEqual({
      'First Round': 45,
      'Second Round': 21,
      'Stanley Cup Semifinals': 13,
      'Stanley Cup Final': 5,
    });
    // 2018-19 stays the Kaggle file's (arenas, start times); the number of overtimes comes from Hockey-Reference.
    expect(games(2018, true).every((g) => g.source === 'nhl-kaggle-game-data' && g.venue_name)).toBe(true);
    expect(games(2018, true).filter((g) => g.overtime === '2OT')).toHaveLength(4);
  });

  it('draws the series from the games: the round robin is none, the Finals agree with the ledger', () => {
    const series = (year: number) => ctx.rows('postseason_series').filter((r) => r.year === year);
    expect([2018, 2019, 2020].map((y) => series(y).length)).toEqual([15, 23, 15]);
    expect(series(2019).some((r) => /Round Robin/.test(String(r.round_name)))).toBe(false);
    expect(series(2019).find((r) => r.winner_team === 'nhl:CHI')).toMatchObject({
      round_name: 'Qualifying Round',
      loser_team: 'nhl:EDM',
      wins: 3,
      losses: 1,
      stage: 1,
    });
    const final = (year: number) => series(year).find((r) => r.round === 'SCF');
    expect(final(2018)).toMatchObject({ winner_team: 'nhl:STL', loser_team: 'nhl:BOS', wins: 4, losses: 3 });
    expect(final(2019)).toMatchObject({ winner_team: 'nhl:TBL', loser_team: 'nhl:DAL', wins: 4, losses: 2 });
    expect(final(2020)).toMatchObject({ winner_team: 'nhl:TBL', loser_team: 'nhl:MTL', wins: 4, losses: 1 });
    for (const y of [2018, 2019, 2020])
      expect(ctx.get('championship_results', `nhl:stanley-cup:${y}`)).toMatchObject({
        winner_team: final(y)!.winner_team,
        runner_up_team: final(y)!.loser_team,
      });
  });

  it('claims the playoff games two sources give; each difference has its reason', () => {
    // 87 games 2018-19 (Kaggle), 130 2019-20 (nhl_games_2018_2021), the five 2021 Final games (hand).
    expect([...figure('nhl.playoff_game.result').subjects.values()].filter((l) => l.length > 1)).toHaveLength(
      222,
    );
    // Two round-robin shootouts nhl_games_2018_2021 does not mark.
    const results = disagreements('nhl.playoff_game.result');
    expect(results.map(([k]) => k).sort()).toEqual([
      'nhl:playoff-game:2019:nhl:DAL-nhl:STL:1',
      'nhl:playoff-game:2019:nhl:TBL-nhl:WSH:1',
    ]);
    for (const [, list] of results)
      expect(figure('nhl.playoff_game.result').figure.explain!(list)).toBeTruthy();
    expect(disagreements('nhl.playoff_game.date')).toEqual([]);
    // The hand file of 2020-21 playoff results agrees with the games.
    expect(disagreements('nhl.team_season.playoff_result')).toEqual([]);
    expect(figure('nhl.team_season.playoff_result').subjects.size).toBe(16);
  });
});
