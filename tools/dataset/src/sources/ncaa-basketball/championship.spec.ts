import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { ncaaBasketballSteps } from './index';
import { resultKey } from '../../history/results';

let ctx: Dataset;
/** The tournament result of a title year (its key is the season's start year, as every result's). */
const result = (year: number) =>
  ctx.get('championship_results', resultKey('ncaa-basketball:ncaa-tournament', year - 1))!;

beforeAll(() => {
  ctx = built([core, ...ncaaBasketballSteps]);
}, 120000);

describe('ncaa-basketball: NCAA tournament champions', () => {
  it('has one result for every tournament 1939-2026 except 2020', () => {
    const editions = ctx
      .rows('championship_results')
      .map((r) => Number(r.edition))
      .sort((a, b) => a - b);
    expect(editions).toHaveLength(87);
    expect(editions[0]).toBe(1939);
    expect(editions[editions.length - 1]).toBe(2026); // Michigan 69-63 UConn, from data/SOURCES.md recent_results
    expect(editions).not.toContain(2020);
  });

  it('1939: Oregon 46-33 Ohio State at Evanston', () => {
    const r = result(1939);
    expect(r).toMatchObject({
      winner_team: 'ncaa-basketball:oregon',
      runner_up_team: 'ncaa-basketball:ohio-state',
      winner_score: 46,
      runner_up_score: 33,
      year: 1938,
      season: 'ncaa-basketball:1938',
      game_date: '1939-03-27',
      city: 'Evanston',
      state: 'IL',
      winner_coach_name: 'Howard Hobson',
      mvp_name: 'Jimmy Hull',
    });
  });

  it('1957: North Carolina 54-53 in triple overtime over Kansas', () => {
    expect(result(1957)).toMatchObject({
      winner_name: 'North Carolina',
      runner_up_name: 'Kansas',
      winner_score: 54,
      runner_up_score: 53,
      overtime: '3OT',
      winner_record: '32-0',
      mvp_name: 'Wilt Chamberlain',
    });
  });

  it('names the champion as it was called that year (Oklahoma A&M, Texas Western)', () => {
    expect(result(1945)).toMatchObject({
      winner_team: 'ncaa-basketball:oklahoma-state',
      winner_name: 'Oklahoma A&M',
    });
    expect(result(1966)).toMatchObject({
      winner_team: 'ncaa-basketball:texas-el-paso',
      winner_name: 'Texas Western',
    });
    expect(ctx.get('teams', 'ncaa-basketball:oklahoma-state')).toMatchObject({
      name: 'Oklahoma State',
      slug: 'oklahoma-state-basketball',
    });
  });

  it('overtime finals: 1963 Loyola Chicago, 1997 Arizona, 2008 Kansas', () => {
    expect(result(1963)).toMatchObject({
      winner_name: 'Loyola Chicago',
      winner_score: 60,
      runner_up_score: 58,
      overtime: 'OT',
    });
    expect(result(1997)).toMatchObject({
      winner_name: 'Arizona',
      runner_up_name: 'Kentucky',
      winner_score: 84,
      overtime: 'OT',
    });
    expect(result(2008)).toMatchObject({
      winner_name: 'Kansas',
      runner_up_name: 'Memphis',
      winner_score: 75,
      runner_up_score: 68,
      overtime: 'OT',
    });
  });

  it('2024 UConn 75-60 Purdue and 2025 Florida 65-63 Houston', () => {
    expect(result(2024)).toMatchObject({
      winner_team: 'ncaa-basketball:connecticut',
      runner_up_team: 'ncaa-basketball:purdue',
      winner_score: 75,
      runner_up_score: 60,
      overtime: null,
      game_date: '2024-04-08',
      venue_name: 'State Farm Stadium',
      winner_coach_name: 'Dan Hurley',
    });
    expect(result(2025)).toMatchObject({
      winner_team: 'ncaa-basketball:florida',
      runner_up_team: 'ncaa-basketball:houston',
      winner_score: 65,
      runner_up_score: 63,
      game_date: '2025-04-07',
      season: 'ncaa-basketball:2024',
      mvp_name: 'Walter Clayton Jr.',
    });
    expect(ctx.get('seasons', 'ncaa-basketball:2024')).toMatchObject({
      name: '2024-25 College Basketball Season',
      slug: 'ncaa-basketball-2024-25',
      champion_team: 'ncaa-basketball:florida',
    });
  });

  it('the hand-written finals agree with the Kaggle national-final games', () => {
    const disagreements = ctx
      .issues()
      .filter((i) => /disagrees with Kaggle final|no Kaggle DayNum/.test(i.problem));
    expect(disagreements).toEqual([]);
  });

  it('Louisville 2013 is vacated (hand/ncaa-basketball/vacated-titles.csv); Texas Western 1966 went 28-1', () => {
    expect(result(2013).vacated_note).toMatch(/^Vacated by the NCAA/);
    expect(ctx.rows('championship_results').filter((r) => r.vacated_note)).toHaveLength(1);
    expect(result(1966)).toMatchObject({ winner_name: 'Texas Western', winner_record: '28-1' });
  });
});
