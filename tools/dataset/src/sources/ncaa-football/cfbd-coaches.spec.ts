// Head coaches by school-season 2014-2020 (CollegeFootballData), on the football module's programmes and seasons.
import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { SRC_CFBD_COACHES } from './cfbd-coaches';
import { ncaaFootballSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaFootballSteps]);
});

/** The coach's stints from this export (the 1886-2023 one gives his other seasons: ./cfbd-coach-history.spec.ts). */
const stints = (coach: string) =>
  ctx
    .rows('coach_stints')
    .filter((s) => s.coach === `ncaa-football:coach:${coach}` && s.source === SRC_CFBD_COACHES)
    .sort((a, b) => Number(a.start_year) - Number(b.start_year));

describe('college football head coaches by season, 2014-2020', () => {
  it('Nick Saban at Alabama 2014-2020, season by season: 91-8, 2020 13-0', () => {
    const saban = stints('nick-saban');
    expect(saban.map((s) => `${s.start_year} ${s.wins}-${s.losses}`)).toEqual([
      '2014 12-2',
      '2015 14-1',
      '2016 14-1',
      '2017 13-1',
      '2018 14-1',
      '2019 11-2',
      '2020 13-0',
    ]);
    expect(saban.every((s) => s.team === 'ncaa-football:alabama' && s.source === SRC_CFBD_COACHES)).toBe(
      true,
    );
    expect(saban.reduce((a, s) => a + Number(s.wins), 0)).toBe(91);
    expect(saban.reduce((a, s) => a + Number(s.losses), 0)).toBe(8);
    expect(ctx.get('team_seasons', 'ncaa-football:alabama:2020')).toMatchObject({
      wins: 13,
      losses: 0,
      head_coach_name: 'Nick Saban',
    });
  });

  it('LSU 2019 Ed Orgeron 15-0; Clemson 2018 Dabo Swinney 15-0', () => {
    expect(stints('ed-orgeron').find((s) => s.start_year === 2019)).toMatchObject({ wins: 15, losses: 0 });
    expect(stints('dabo-swinney').find((s) => s.start_year === 2018)).toMatchObject({
      team: 'ncaa-football:clemson',
      wins: 15,
      losses: 0,
    });
  });

  it('a mid-season change names both coaches: Wisconsin 2014, Gary Andersen and Barry Alvarez (the bowl game)', () => {
    expect(ctx.get('team_seasons', 'ncaa-football:wisconsin:2014')?.head_coach_name).toBe(
      'Gary Andersen, Barry Alvarez',
    );
    expect(stints('barry-alvarez')).toMatchObject([{ start_year: 2014, games: 1, wins: 1, losses: 0 }]);
  });

  it('seasons cfb_team_seasons lacks (the Mountain West 2014-2016) are made from the coaches: Boise State 2014 12-2', () => {
    expect(ctx.get('team_seasons', 'ncaa-football:boise-state:2014')).toMatchObject({
      wins: 12,
      losses: 2,
      head_coach_name: 'Bryan Harsin',
      source: SRC_CFBD_COACHES,
    });
  });

  it("this export's coaches are 2014-2020 only (the 1886-2023 one names no team-season coach); seasons with no games are reported, not added", () => {
    const years = new Set(
      ctx
        .rows('coach_stints')
        .filter((s) => s.source === SRC_CFBD_COACHES)
        .map((s) => s.start_year),
    );
    expect([...years].sort()).toEqual([2014, 2015, 2016, 2017, 2018, 2019, 2020]);
    // 2021 names its coach from the FBS head-coach grid, where it agrees with the 1886-2023 export.
    expect(ctx.get('team_seasons', 'ncaa-football:alabama:2021')?.head_coach_name).toBe('Nick Saban');
    expect(
      ctx
        .issues()
        .some(
          (i) => i.source === SRC_CFBD_COACHES && /UConn 2020: Randy Edsall coached no games/.test(i.problem),
        ),
    ).toBe(true);
  });
});
