// Head coaches by school-season 1886-2023 (CollegeFootballData), joined to the coaches the other sources made.
// Career records checked against the coaches' Sports-Reference (CFB) pages: Bear Bryant 323-85-17, Joe Paterno
// 409-136-3, Tom Osborne 255-49-3; Nick Saban 285-69-1 on the field through 2022 (his official 280 counts Alabama's
// 2007 wins vacated by the NCAA; the 2023 rows of the export hold two games, so his 2023 stint has no record).
import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import type { Row } from '../../model';
import { core } from '../core';
import { SRC_CFBD_COACHES } from './cfbd-coaches';
import { SRC_CFBD_COACH_HISTORY } from './cfbd-coach-history';
import { ncaaFootballSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaFootballSteps]);
});

const stints = (coach: string) =>
  ctx
    .rows('coach_stints')
    .filter((s) => s.coach === `ncaa-football:coach:${coach}`)
    .sort((a, b) => Number(a.start_year) - Number(b.start_year));

/** W-L-T over the stints, and the schools in order of first season. */
const career = (rows: Row<'coach_stints'>[]) => ({
  record: (['wins', 'losses', 'ties'] as const)
    .map((f) => rows.reduce((a, s) => a + Number(s[f] ?? 0), 0))
    .join('-'),
  teams: [...new Set(rows.map((s) => String(s.team).replace('ncaa-football:', '')))],
});

describe('college football head coaches by season, 1886-2023', () => {
  it('Bear Bryant 323-85-17 at Maryland, Kentucky, Texas A&M and Alabama, one stint a season', () => {
    const bryant = stints('bear-bryant');
    expect(bryant).toHaveLength(38);
    expect(bryant.every((s) => s.season === `ncaa-football:${s.start_year}`)).toBe(true);
    expect(career(bryant)).toEqual({
      record: '323-85-17',
      teams: ['maryland', 'kentucky', 'texas-am', 'alabama'],
    });
    expect(bryant.find((s) => s.start_year === 1961)).toMatchObject({
      games: 11,
      wins: 11,
      losses: 0,
      ties: 0,
    });
  });

  it('Joe Paterno 409-136-3 (Penn State 1966-2011); Tom Osborne 255-49-3 (Nebraska 1973-1997)', () => {
    expect(career(stints('joe-paterno'))).toEqual({ record: '409-136-3', teams: ['penn-state'] });
    expect(career(stints('tom-osborne'))).toEqual({ record: '255-49-3', teams: ['nebraska'] });
  });

  it('Nick Saban: Toledo, Michigan State, LSU, Alabama; 2014-2020 kept from the 2014-2020 export, not counted twice', () => {
    const saban = stints('nick-saban');
    expect(career(saban)).toEqual({
      record: '285-69-1',
      teams: ['toledo', 'michigan-state', 'lsu', 'alabama'],
    });
    expect(saban.map((s) => s.start_year)).toEqual([...new Set(saban.map((s) => s.start_year))]);
    expect(saban.filter((s) => s.source === SRC_CFBD_COACHES).map((s) => s.start_year)).toEqual([
      2014, 2015, 2016, 2017, 2018, 2019, 2020,
    ]);
    expect(saban.find((s) => s.start_year === 2023)).toMatchObject({ wins: null, losses: null, games: null });
    // The snapshot's total at Alabama overlaps these seasons, so it gives no stint.
    expect(saban.every((s) => s.season)).toBe(true);
  });

  it("every national champion's coach named by the title ledger has a coach page of that name", () => {
    const names = new Set(
      ctx
        .rows('coaches')
        .filter((c) => c.league === 'ncaa-football')
        .map((c) => ctx.get('people', String(c.person))?.full_name),
    );
    const unlinked = ctx
      .rows('championship_results')
      .filter((r) => String(r.key).startsWith('ncaa-football:') && r.winner_coach_name)
      .filter((r) => !names.has(String(r.winner_coach_name)))
      .map((r) => `${r.key} ${r.winner_coach_name}`);
    expect(unlinked).toEqual([]);
    // CFBD's 'Bob Neyland' and 'Ralph Jordan' are the ledger's Robert Neyland and Shug Jordan.
    expect(stints('robert-neyland').some((s) => s.start_year === 1951)).toBe(true);
    expect(stints('shug-jordan').some((s) => s.start_year === 1957)).toBe(true);
  });

  it('CFBD glitches are reported, not mended: no games, games fewer than W+L, two men of one name', () => {
    const issue = (re: RegExp) =>
      ctx.issues().some((i) => i.source === SRC_CFBD_COACH_HISTORY && re.test(i.problem));
    expect(stints('blake-anderson').filter((s) => s.team === 'ncaa-football:utah-state')).toHaveLength(3);
    expect(issue(/Utah State 2021: Blake Anderson coached no games/)).toBe(true);
    expect(stints('pete-lembo').find((s) => s.start_year === 2012)).toMatchObject({
      wins: 9,
      losses: 4,
      ties: null,
      games: null,
    });
    expect(issue(/Ball State 2012 Pete Lembo: 12 games but W-L 9-4/)).toBe(true);
    expect(career(stints('mike-sanford-sr')).teams).toEqual(['unlv']);
    expect(career(stints('mike-sanford-jr')).teams).toEqual(['western-kentucky', 'colorado']);
  });
});
