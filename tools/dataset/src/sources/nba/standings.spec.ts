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

describe('nba: standings', () => {
  it('builds standings with records derived from games', () => {
    const bucks = get('team_seasons', 'nba:ts:MIL:2022');
    expect(bucks).toMatchObject({
      wins: 58,
      losses: 24,
      home_record: '32-9',
      away_record: '26-15',
      conference: 'nba:conf:east',
      division: 'nba:div:central',
    });
    // The W-L derived from the 2022-23 games equals team_summaries for every team.
    for (const ts of ctx.rows('team_seasons').filter((r) => r.season === 'nba:2022')) {
      const [hw, hl] = String(ts.home_record).split('-').map(Number);
      const [aw, al] = String(ts.away_record).split('-').map(Number);
      expect(hw + aw).toBe(ts.wins);
      expect(hl + al).toBe(ts.losses);
    }
    expect(get('team_seasons', 'nba:ts:GSW:2015')).toMatchObject({
      wins: 73,
      losses: 9,
      playoff_result: 'Lost NBA Finals',
      playoff_position: 'playoffs',
    });
    expect(get('team_seasons', 'nba:ts:CHI:1995')).toMatchObject({
      wins: 72,
      losses: 10,
      is_champion: true,
      playoff_position: 'champion',
      head_coach_name: 'Phil Jackson',
    });
    // 2025-26: team_summaries is a February snapshot; the complete game file gives the final standings.
    expect(get('team_seasons', 'nba:ts:NYK:2025')).toMatchObject({
      wins: 53,
      losses: 29,
      derived_from_games: true,
      is_champion: true,
    });
    // A play-in loser is not a playoff team.
    expect(get('team_seasons', 'nba:ts:SAC:2024').playoff_position).toBe('eliminated');
  });

  it("gives each season's home arena under its name then, never today's", () => {
    const ts = (fr: string, start: number) => ctx.get('team_seasons', `nba:ts:${fr}:${start}`)!;
    expect(ts('LAL', 1951)).toMatchObject({
      name: 'Minneapolis Lakers',
      venue_name: 'Minneapolis Auditorium',
    });
    expect(ts('BOS', 1965)).toMatchObject({ venue_name: 'Boston Garden', venue: 'nba:venue:boston-garden' });
    expect(ts('BOS', 2025)).toMatchObject({ venue_name: 'TD Garden' });
    expect(ts('GSW', 1961)).toMatchObject({ name: 'Philadelphia Warriors', venue_name: 'Convention Hall' });
  });
});
