import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { ncaaFootballSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaFootballSteps]);
});

const result = (championship: string, year: number) => {
  const r = ctx.get('championship_results', `${championship}:${year}`);
  if (!r) throw new Error(`no result ${championship} ${year}`);
  return r;
};
const CFB = 'ncaa-football:college-football-national-championship';

describe('college football', () => {
  it('2024 season CFP title: Ohio State 34-23 Notre Dame', () => {
    const r = result(CFB, 2024);
    expect(r).toMatchObject({
      winner_team: 'ncaa-football:ohio-state',
      runner_up_team: 'ncaa-football:notre-dame',
      winner_name: 'Ohio State',
      winner_score: 34,
      runner_up_score: 23,
      game_date: '2025-01-20',
      venue_name: 'Mercedes-Benz Stadium',
      city: 'Atlanta',
      season: 'ncaa-football:2024',
    });
    expect(ctx.get('seasons', 'ncaa-football:2024')).toMatchObject({
      champion_team: 'ncaa-football:ohio-state',
      slug: 'ncaa-football-2024',
      name: '2024 College Football Season',
    });
  });

  it('2006 season BCS: Florida 41-14 Ohio State', () => {
    expect(result(CFB, 2006)).toMatchObject({
      winner_name: 'Florida',
      runner_up_name: 'Ohio State',
      winner_score: 41,
      runner_up_score: 14,
      winner_coach_name: 'Urban Meyer',
    });
  });

  it('overtime title games and the AP poll era', () => {
    expect(result(CFB, 2002)).toMatchObject({
      winner_name: 'Ohio State',
      runner_up_name: 'Miami',
      overtime: '2OT',
    });
    expect(result(CFB, 2017)).toMatchObject({
      winner_name: 'Alabama',
      winner_score: 26,
      runner_up_score: 23,
      overtime: 'OT',
    });
    expect(result(CFB, 1936)).toMatchObject({
      winner_name: 'Minnesota',
      winner_record: '7-1',
      runner_up_team: null,
    });
    expect(result(CFB, 1966)).toMatchObject({ winner_name: 'Notre Dame', winner_record: '9-0-1' });
    expect(result(CFB, 1997).notes).toContain('Nebraska');
    for (let y = 1936; y <= 2024; y++) expect(ctx.has('championship_results', `${CFB}:${y}`)).toBe(true);
  });

  it('team seasons 2013-2023 from cfb_team_seasons with conference membership', () => {
    expect(ctx.get('team_seasons', 'ncaa-football:florida-state:2013')).toMatchObject({
      wins: 14,
      losses: 0,
      conference: 'ncaa-football:acc',
      is_champion: true,
      playoff_position: 'champion',
      points_for: 723,
    });
    expect(ctx.get('team_seasons', 'ncaa-football:maryland:2013')?.conference).toBe('ncaa-football:acc');
    expect(ctx.get('team_seasons', 'ncaa-football:maryland:2014')?.conference).toBe('ncaa-football:big-ten');
    expect(ctx.get('team_seasons', 'ncaa-football:michigan:2023')).toMatchObject({ wins: 15, losses: 0 });
    expect(ctx.get('team_seasons', 'ncaa-football:washington:2023')).toMatchObject({
      playoff_position: 'playoffs',
      is_champion: false,
    });
    // 'App State' and 'Appalachian St.' are one program.
    expect(ctx.has('team_seasons', 'ncaa-football:appalachian-state:2019')).toBe(true);
    expect(ctx.has('team_seasons', 'ncaa-football:appalachian-state:2020')).toBe(true);
  });

  it('teams, venues and coaches', () => {
    expect(ctx.get('teams', 'ncaa-football:alabama')).toMatchObject({
      slug: 'alabama-football',
      name: 'Alabama',
      nickname: 'Crimson Tide',
      conference: 'ncaa-football:sec',
      home_venue: 'ncaa-football:venue:bryant-denny-stadium',
    });
    expect(ctx.get('teams', 'ncaa-football:byu')?.conference).toBe('ncaa-football:big-12');
    expect(ctx.get('venues', 'ncaa-football:venue:michigan-stadium')).toMatchObject({
      capacity: 107601,
      opened_year: 1927,
    });
    // A coach's record at his school comes from the seasons 2014-2020 where they have him, not from the snapshot's
    // total as well (Nick Saban would read 257-31: 166-23 at Alabama to 2020 plus the same seasons again).
    expect(ctx.has('coach_stints', 'ncaa-football:coach:dabo-swinney:clemson')).toBe(false);
    expect(ctx.has('coach_stints', 'ncaa-football:coach:nick-saban:alabama')).toBe(false);
    // One stint a season: 2014-2020 from that export, 2008-2013 and 2021-2023 from the 1886-2023 one, 2024-2025 from
    // the FBS head-coach grid.
    expect(
      ctx.rows('coach_stints').filter((s) => s.coach === 'ncaa-football:coach:dabo-swinney'),
    ).toHaveLength(18);
  });
});
