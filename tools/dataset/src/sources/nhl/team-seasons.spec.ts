import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, runModules, type Dataset } from '../../context';
import { core } from '../core';
import { nhl } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = createContext();
  runModules(ctx, [core, nhl]);
}, 120000);

const teamSeason = (year: number, team: string) => ctx.get('team_seasons', `nhl:ts:${year}:${team}`)!;

describe('nhl: standings', () => {
  it('takes databank standings', () => {
    expect(teamSeason(1976, 'MTL')).toMatchObject({
      wins: 60,
      losses: 8,
      ties: 12,
      points: 132,
      games_played: 80,
    });
    expect(teamSeason(2010, 'VAN')).toMatchObject({
      wins: 54,
      losses: 19,
      ot_losses: 9,
      points: 117,
      home_record: '27-9-5',
    });
  });

  it('derives 2018-19 onward from games', () => {
    expect(teamSeason(2018, 'TBL')).toMatchObject({
      wins: 62,
      losses: 16,
      ot_losses: 4,
      points: 128,
      rank: 1,
      derived_from_games: true,
    });
    expect(teamSeason(2022, 'BOS')).toMatchObject({
      wins: 65,
      losses: 12,
      ot_losses: 5,
      points: 135,
      games_played: 82,
    });
    expect(teamSeason(2021, 'FLA')).toMatchObject({ wins: 58, losses: 18, ot_losses: 6, points: 122 });
    // The pulled-goalie overtime loss of 30 Mar 2024 earned Minnesota no point.
    expect(teamSeason(2023, 'MIN')).toMatchObject({ wins: 39, losses: 34, ot_losses: 9, points: 87 });
    expect(teamSeason(2019, 'BOS')).toMatchObject({ wins: 44, games_played: 70 });
    expect(teamSeason(2019, 'BOS').losses).toBeUndefined();
  });
});
