import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { ncaaBaseballSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaBaseballSteps]);
});

const result = (championship: string, year: number) => {
  const r = ctx.get('championship_results', `${championship}:${year}`);
  if (!r) throw new Error(`no result ${championship} ${year}`);
  return r;
};
const MCWS = 'ncaa-baseball:mens-college-world-series';

describe("men's college world series", () => {
  it('2023: LSU over Florida 2-1', () => {
    expect(result(MCWS, 2023)).toMatchObject({
      winner_team: 'ncaa-baseball:lsu',
      runner_up_team: 'ncaa-baseball:florida',
      series_result: '2-1',
      winner_score: 18,
      runner_up_score: 4,
      venue: 'ncaa-baseball:venue:charles-schwab-field-omaha',
    });
  });

  it('1947: California over Yale in Kalamazoo; 2025: LSU over Coastal Carolina 2-0', () => {
    expect(result(MCWS, 1947)).toMatchObject({
      winner_name: 'California',
      runner_up_name: 'Yale',
      city: 'Kalamazoo',
    });
    expect(result(MCWS, 2025)).toMatchObject({
      winner_name: 'LSU',
      runner_up_name: 'Coastal Carolina',
      series_result: '2-0',
    });
    expect(ctx.get('teams', 'ncaa-baseball:lsu')?.slug).toBe('lsu-baseball');
    expect(ctx.get('seasons', 'ncaa-baseball:2025')).toMatchObject({
      name: '2025 College Baseball Season',
      champion_team: 'ncaa-baseball:lsu',
    });
  });

  it('every year 1947-2025 except 2020, in Omaha from 1950', () => {
    for (let y = 1947; y <= 2025; y++) {
      expect(ctx.has('championship_results', `${MCWS}:${y}`)).toBe(y !== 2020);
      if (y >= 1950 && y !== 2020) expect(result(MCWS, y).city).toBe('Omaha');
    }
    expect(result(MCWS, 2010).venue).toBe('ncaa-baseball:venue:johnny-rosenblatt-stadium');
    expect(result(MCWS, 2011).venue).toBe('ncaa-baseball:venue:charles-schwab-field-omaha');
  });
});

describe('college baseball team seasons 2002-2025 (NCAA statistics)', () => {
  it('the champions keep their title row and gain their record: Tennessee 60-13 (2024), LSU 53-15 (2025)', () => {
    expect(ctx.get('team_seasons', 'ncaa-baseball:tennessee:2024')).toMatchObject({
      wins: 60,
      losses: 13,
      is_champion: true,
      conference: 'ncaa-baseball:sec',
      playoff_result: 'Won the College World Series finals 2-1',
    });
    expect(ctx.get('team_seasons', 'ncaa-baseball:lsu:2025')).toMatchObject({
      wins: 53,
      losses: 15,
      is_champion: true,
    });
  });

  it('programmes are named by school, short names spelled out; conferences as named that season', () => {
    expect(ctx.get('teams', 'ncaa-baseball:western-kentucky')).toMatchObject({ name: 'Western Kentucky' });
    expect(ctx.get('teams', 'ncaa-baseball:oregon-state')).toMatchObject({ name: 'Oregon State' });
    expect(ctx.get('team_seasons', 'ncaa-baseball:oregon-state:2005')).toMatchObject({
      conference: 'ncaa-baseball:pac-10',
    });
    expect(ctx.get('team_seasons', 'ncaa-baseball:st-johns:2005')).toMatchObject({
      conference: 'ncaa-baseball:big-east',
    });
    expect(ctx.get('seasons', 'ncaa-baseball:2025')).toMatchObject({ teams_count: 299 });
  });

  it('a cell that names no conference is reported, not guessed', () => {
    expect(
      ctx.issues().some((i) => /Savannah St\. \(Savannah St\.\): 2010: conference cell/.test(i.problem)),
    ).toBe(true);
  });
});
