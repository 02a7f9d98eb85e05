import { built, must } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { type TableName } from '../../model';
import { core } from '../core';
import { nbaSteps } from './index';

let ctx: Dataset;
const get = <T extends TableName>(t: T, key: string) => must(ctx, t, key);

beforeAll(() => {
  ctx = built([core, ...nbaSteps]);
}, 120000);

describe('nba: games', () => {
  it('has games with playoff rounds, arenas and the NBA Cup final', () => {
    const g7 = get('games', 'nba:g:nba-2016-06-19-cle-gsw');
    expect(g7).toMatchObject({
      home_score: 89,
      away_score: 93,
      is_playoff: true,
      round: 'Finals',
      championship: 'nba:finals',
      status: 'final',
    });
    const clincher = get('games', 'nba:g:nba-2024-06-17-dal-bos');
    expect(clincher).toMatchObject({
      home_score: 106,
      away_score: 88,
      venue_name: 'TD Garden',
      attendance: 19156,
      round: 'Finals',
    });
    const cup = get('games', 'nba:g:nba-2023-12-09-ind-lal');
    expect(cup).toMatchObject({ round: 'NBA Cup Final', is_playoff: false, is_neutral: true });
    expect(get('games', 'nba:g:nba-2025-10-21-hou-okc')).toMatchObject({
      overtime: '2OT',
      home_score: 125,
      away_score: 124,
    });
    expect(ctx.rows('games').some((g) => g.season === 'nba:1967' && g.home_team === 'nba:IND')).toBe(false); // no ABA games
  });

  it("puts Wilt Chamberlain's 100-point game at Hershey, a Warriors home game at a neutral site", () => {
    // nba_elo lists the Knicks as team1; FiveThirtyEight's notes put the game 'at Hershey PA' and the box score
    // (Basketball-Reference 196203020PHW) has the Warriors as hosts: hand/nba/game_sites.csv.
    const g = ctx.rows('games').find((r) => r.game_date === '1962-03-02' && r.home_team === 'nba:GSW')!;
    expect(g).toMatchObject({
      away_team: 'nba:NYK',
      home_score: 169,
      away_score: 147,
      is_neutral: true,
      venue_name: 'Hershey Sports Arena',
    });
    expect(get('venues', g.venue as string)).toMatchObject({ city: 'Hershey', state: 'PA' });
    // Every game FiveThirtyEight notes away from the listed home team's city is neutral; a home game played in
    // the team's own second city is not (the Kansas City-Omaha Kings at Omaha, 1972-10-11).
    const omaha = ctx.rows('games').find((r) => r.game_date === '1972-10-11' && r.home_team === 'nba:SAC');
    expect(omaha?.is_neutral).toBe(false);
    const neutral = ctx.rows('games').filter((r) => r.is_neutral && String(r.game_date) < '2020');
    expect(neutral.length).toBeGreaterThan(1800);
  });

  it('names the rounds of old postseasons as the league did (Basketball-Reference NBA_1950, BAA_1947, NBA_1957)', () => {
    const round = (slug: string) => get('games', `nba:g:${slug}`).round;
    // 1950: Central Division tiebreakers, Division Semifinals and Finals, the NBA Semifinals, the Finals.
    expect(round('nba-1950-03-21-mnl-roc')).toBe('Tiebreaker');
    expect(round('nba-1950-03-22-phw-syr')).toBe('Division Semifinals');
    expect(round('nba-1950-03-26-nyk-syr')).toBe('Division Finals');
    expect(round('nba-1950-04-05-and-mnl')).toBe('Semifinals');
    expect(round('nba-1950-04-08-mnl-syr')).toBe('Finals');
    // 1947 (BAA): Chicago and Washington, the Western champion and runner-up, met in a Semifinal.
    expect(round('nba-1947-04-02-chs-wsc')).toBe('Semifinals');
    expect(round('nba-1947-04-02-nyk-clr')).toBe('Quarterfinals');
    // 1957: St. Louis beat Minneapolis in a tiebreaker, then again in the Western Division Finals.
    expect(round('nba-1957-03-16-mnl-stl')).toBe('Tiebreaker');
    expect(round('nba-1957-03-21-mnl-stl')).toBe('Division Finals');
  });
});
