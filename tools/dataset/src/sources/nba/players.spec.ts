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

describe('nba: players', () => {
  it('has players with bios, draft, season lines, rosters and awards', () => {
    expect(get('people', 'nba:jordami01')).toMatchObject({
      full_name: 'Michael Jordan',
      birth_date: '1963-02-17',
      college: 'UNC',
    });
    expect(get('players', 'nba:jordami01')).toMatchObject({
      draft_year: 1984,
      draft_pick: 3,
      draft_team: 'nba:CHI',
      hall_of_fame: true,
      first_year: 1984,
    });
    const mj = ctx
      .rows('player_seasons')
      .find((r) => r.player === 'nba:jordami01' && r.season === 'nba:1986');
    expect(mj).toMatchObject({ team: 'nba:CHI', games_played: 82 });
    expect((mj!.stats as Record<string, number>).pts).toBe(3041);
    expect(get('roster_entries', 'nba:re:jordami01:1986:CHI')).toMatchObject({ games: 82 });
    expect(get('awards', 'nba:award:mvp:1990:jordami01')).toMatchObject({
      name: 'NBA Most Valuable Player',
      team: 'nba:CHI',
    });
    expect(get('awards', 'nba:award:finals-mvp:2015:jamesle01').recipient_name).toBe('LeBron James');
    expect(
      ctx.rows('awards').filter((a) => a.name === 'NBA All-Star' && a.person === 'nba:jordami01'),
    ).toHaveLength(14);
  });

  it('keeps the drafting franchise: Bill Russell 1956 (St. Louis Hawks), Kevin Durant 2007 (Seattle SuperSonics)', () => {
    // The franchise keys are today's (Atlanta Hawks, Oklahoma City Thunder); the API names them as they were.
    expect(ctx.get('players', 'nba:russebi01')).toMatchObject({
      draft_year: 1956,
      draft_round: 1,
      draft_pick: 2,
      draft_team: 'nba:ATL',
    });
    expect(ctx.get('players', 'nba:duranke01')).toMatchObject({
      draft_year: 2007,
      draft_round: 1,
      draft_pick: 2,
      draft_team: 'nba:OKC',
    });
    expect(ctx.get('team_identities', 'nba:ATL:id:1955:STL')?.name).toBe('St. Louis Hawks');
    expect(ctx.get('team_identities', 'nba:OKC:id:1967:SEA')?.name).toBe('Seattle SuperSonics');
  });
});
