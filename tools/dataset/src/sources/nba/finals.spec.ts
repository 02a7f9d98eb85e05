import { built, expectRows, must } from '../../testing/built';
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

describe('nba: Finals', () => {
  it('has the NBA Finals with BAA and recent editions', () => {
    const ch = get('championships', 'nba:finals');
    expect(ch.name).toBe('NBA Finals');
    expect(ch.trophy_name).toBe("Larry O'Brien Championship Trophy");
    expect(ch.first_year).toBe(1946);
    expect(ctx.rows('championship_results')).toHaveLength(80); // 1947..2026 Finals

    expectRows(ctx, 'championship_results', {
      'nba:finals:1946': {
        winner_name: 'Philadelphia Warriors',
        runner_up_name: 'Chicago Stags',
        series_result: '4-1',
        winner_team: 'nba:GSW',
        edition: '1st',
      },
      'nba:finals:1969': {
        winner_team: 'nba:NYK',
        runner_up_team: 'nba:LAL',
        winner_name: 'New York Knicks',
        runner_up_name: 'Los Angeles Lakers',
        series_result: '4-3',
        game_date: '1970-05-08',
        mvp_name: 'Willis Reed',
        winner_coach_name: 'Red Holzman',
        winner_record: '60-22',
      },
      'nba:finals:1950': {
        winner_name: 'Rochester Royals',
        runner_up_name: 'New York Knicks',
        series_result: '4-3',
        winner_team: 'nba:SAC',
      },
      'nba:finals:1956': {
        winner_team: 'nba:BOS',
        runner_up_name: 'St. Louis Hawks',
        series_result: '4-3',
        game_date: '1957-04-13',
      },
      'nba:finals:2015': {
        winner_team: 'nba:CLE',
        runner_up_team: 'nba:GSW',
        series_result: '4-3',
        mvp_name: 'LeBron James',
        mvp_person: 'nba:jamesle01',
        game_date: '2016-06-19',
        venue_name: 'Oracle Arena',
        winner_record: '57-25',
      },
      // The Kaggle list has 2017 as 4-2; the games give the correct 4-1.
      'nba:finals:2016': { series_result: '4-1' },
      'nba:finals:2020': {
        winner_team: 'nba:MIL',
        runner_up_team: 'nba:PHX',
        series_result: '4-2',
        game_date: '2021-07-20',
        venue_name: 'Fiserv Forum',
        mvp_name: 'Giannis Antetokounmpo',
      },
      'nba:finals:2023': {
        winner_team: 'nba:BOS',
        runner_up_team: 'nba:DAL',
        series_result: '4-1',
        game_date: '2024-06-17',
        venue_name: 'TD Garden',
        city: 'Boston',
        mvp_name: 'Jaylen Brown',
        mvp_person: 'nba:brownja02',
        edition: '78th',
      },
      'nba:finals:2024': {
        winner_team: 'nba:OKC',
        runner_up_team: 'nba:IND',
        series_result: '4-3',
        game_date: '2025-06-22',
        venue_name: 'Paycom Center',
        mvp_name: 'Shai Gilgeous-Alexander',
        winner_record: '68-14',
      },
      // 2026 from the game file; no Finals MVP in any source.
      'nba:finals:2025': {
        winner_team: 'nba:NYK',
        runner_up_team: 'nba:SAS',
        series_result: '4-1',
        game_date: '2026-06-13',
      },
    });
    const f2026 = get('championship_results', 'nba:finals:2025');
    // The 2026 Finals MVP, after the MVP files: hand/nba/finals_mvp.csv (Jalen Brunson, 45 points in Game 5).
    expect(f2026.mvp_name).toBe('Jalen Brunson');
    expect(get('seasons', 'nba:2025').champion_team).toBe('nba:NYK');
  });
});
