// The NHL's playoff series (Hockey Databank SeriesPost): each NHL season's series 1917-18 to 2017-18, rounds named
// and staged by era, the challenge-era series with the PCHA and WCHL, the total-goal series decided on goals.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built } from '../../testing/built';
import { core } from '../core';
import { nhlSteps } from '.';
import { roundName } from './postseason-series';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 300000);

const ofYear = (year: number) => ctx.rows('postseason_series').filter((r) => r.year === year);
const find = (year: number, round: string, winner: string) =>
  ofYear(year).find((r) => r.round === round && r.winner_name === winner)!;

describe('nhl: playoff series', () => {
  it('hangs every series on an NHL season from 1917-18, leaving out the WHA and the years before the NHL', () => {
    const years = ctx.rows('postseason_series').map((r) => Number(r.year));
    // 2018-19..2020-21 are drawn from their games (game-series.ts, checked in games-hockeyref-2021.spec.ts).
    expect([Math.min(...years), Math.max(...years)]).toEqual([1917, 2020]);
    expect(years.filter((y) => y > 2017).every((y) => y <= 2020)).toBe(true);
    expect(ctx.rows('postseason_series').some((r) => r.winner_league === 'WHA')).toBe(false);
    expect(ofYear(2004)).toHaveLength(0);
    const skipped = ctx.issues().filter((i) => /before the NHL's first season/.test(i.problem));
    expect(skipped).toHaveLength(8); // 1912-13 to 1916-17
    expect(ctx.issues().filter((i) => /has no NHL team season/.test(i.problem))).toEqual([]);
  });

  it('1992-93: the Canadiens beat the Kings 4-1 in the Final, the fourth round after the division rounds', () => {
    const final = ofYear(1992).find((r) => r.round === 'SCF')!;
    expect(final).toMatchObject({
      winner_team: 'nhl:MTL',
      loser_team: 'nhl:LAK',
      winner_name: 'Montreal Canadiens',
      loser_name: 'Los Angeles Kings',
      wins: 4,
      losses: 1,
      stage: 4,
      round_name: 'Stanley Cup Final',
      decided_by: 'wins',
    });
    expect(
      ofYear(1992)
        .filter((r) => r.stage === 1)
        .map((r) => r.round_name),
    ).toEqual(Array(8).fill('Division Semifinals'));
  });

  it('decides the two-game total-goal series on goals (1926-27: Canadiens over Maroons 2-1)', () => {
    expect(find(1926, 'QF', 'Montreal Canadiens')).toMatchObject({
      loser_name: 'Montreal Maroons',
      winner_goals: 2,
      loser_goals: 1,
      decided_by: 'goals',
      round_name: 'Quarterfinals',
    });
  });

  it('keeps the challenge-era series with the PCHA and WCHL (1921-22), their teams outside the league', () => {
    const names = ofYear(1921).map((r) => r.round_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'NHL Final',
        'PCHA Final',
        'WCHL Semifinal',
        'WCHL Final',
        'Stanley Cup Semifinal',
      ]),
    );
    const final = ofYear(1921).find((r) => r.round === 'SCF')!;
    expect(final).toMatchObject({
      winner_name: 'Toronto St. Patricks',
      loser_team: null,
      loser_league: 'PCHA',
    });
    expect(final.loser_name).toBe('Vancouver Millionaires');
  });

  it('puts the Cup winner first where the databank reverses the teams (1919-20: Ottawa over Seattle)', () => {
    const final = ofYear(1919).find((r) => r.round === 'SCF')!;
    expect(final).toMatchObject({
      winner_name: 'Ottawa Senators',
      loser_name: 'Seattle Metropolitans',
      wins: 3,
    });
    expect(final.notes).toMatch(/other way round/);
  });

  it('marks the abandoned 1919 Final and the 1925 NHL final won by default', () => {
    // The databank has no tie in the 1919 Final; game 4 was tied 0-0 (hand/nhl/series_ties.csv): 2-2-1.
    expect(ofYear(1918).find((r) => r.round === 'SCF')).toMatchObject({
      decided_by: 'none',
      wins: 2,
      losses: 2,
      ties: 1,
    });
    expect(find(1924, 'F', 'Montreal Canadiens')).toMatchObject({
      decided_by: 'default',
      loser_name: 'Hamilton Tigers',
    });
  });

  it('names the rounds by era', () => {
    expect(roundName(1975, 'Pre', 'NHL')).toBe('Preliminary Round');
    expect(roundName(2000, 'CQF', 'NHL')).toBe('Conference Quarterfinals');
    expect(roundName(2015, 'C1', 'NHL')).toBe('First Round');
    expect(roundName(1923, 'WP', 'WCHL')).toBe('Western Playoff');
  });
});
