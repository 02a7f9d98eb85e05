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

describe('nba: coaches', () => {
  it('has head coaches with records', () => {
    const s = ctx
      .rows('coach_stints')
      .find((r) => r.coach === 'nba:coach:phil-jackson' && r.season === 'nba:1995');
    expect(s).toMatchObject({ team: 'nba:CHI', wins: 72, losses: 10, playoff_wins: 15, playoff_losses: 3 });
    // A coach who played is the same person as the player.
    expect(get('coaches', 'nba:coach:bill-russell').person).toBe('nba:russebi01');
  });

  it("gives a sole head coach of 2016-17..2020-21 his team's W-L, a season of two coaches none", () => {
    const stint = (coach: string, season: number) =>
      ctx
        .rows('coach_stints')
        .filter((r) => r.coach === `nba:coach:${coach}` && r.season === `nba:${season}`);
    expect(stint('gregg-popovich', 2016)).toMatchObject([
      { team: 'nba:SAS', wins: 61, losses: 21, source: 'derived:nba-coach-records:team-season' },
    ]);
    expect(stint('erik-spoelstra', 2019)).toMatchObject([{ wins: 44, losses: 29 }]);
    // 2017-18 Memphis: David Fizdale, then J.B. Bickerstaff; the split is not in the sources.
    const memphis = ctx.rows('coach_stints').filter((r) => r.team === 'nba:MEM' && r.season === 'nba:2017');
    expect(memphis.length).toBe(2);
    expect(memphis.every((r) => r.wins == null && r.losses == null)).toBe(true);
  });

  it('gives a coach who played one page, and keeps namesakes apart', () => {
    // Player-coach: Howie Schultz played for and coached Anderson in 1949-50 (Basketball-Reference schulho01).
    expect(get('coaches', 'nba:coach:howie-schultz').person).toBe('nba:schulho01');
    // Linked by hand/nba/coach_players.csv: the coach file's age is a year off the player's birth date.
    expect(get('coaches', 'nba:coach:george-karl').person).toBe('nba:karlge01');
    expect(get('coaches', 'nba:coach:joe-mullaney').person).toBe('nba:mullajo01');
    // Mike Brown the coach (born 1970) is not Mike Brown the player (brownmi01, born 1963).
    expect(get('coaches', 'nba:coach:mike-brown').person).toBe('nba:coach:mike-brown');
  });

  it('gives a coach written under two forms of his given name one page', () => {
    // nba_coaches writes Mike Malone (Kings 2013-15, Nuggets from 2015-16), nba_coaches_2021 Michael Malone for the
    // same teams' same seasons: one coach (Basketball-Reference's coach index lists him once).
    expect(ctx.get('coaches', 'nba:coach:michael-malone')).toBeUndefined();
    const denver = (start: number) =>
      ctx.rows('coach_stints').filter((r) => r.team === 'nba:DEN' && r.season === `nba:${start}`);
    for (const start of [2016, 2019, 2020])
      expect(denver(start).map((r) => r.coach)).toEqual(['nba:coach:mike-malone']);
    expect(get('team_seasons', 'nba:ts:DEN:2019').head_coach_name).toBe('Mike Malone');
  });
});
