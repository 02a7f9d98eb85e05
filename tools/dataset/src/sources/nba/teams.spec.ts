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

describe('nba: franchises', () => {
  it('keeps franchise lineage across relocations and renames', () => {
    const lakers = ctx.rows('team_identities').filter((r) => r.team === 'nba:LAL');
    expect(lakers.map((r) => [r.name, r.first_year, r.last_year])).toEqual(
      expect.arrayContaining([
        ['Minneapolis Lakers', 1948, 1959],
        ['Los Angeles Lakers', 1960, 2025],
      ]),
    );
    const kings = ctx
      .rows('team_identities')
      .filter((r) => r.team === 'nba:SAC')
      .map((r) => r.name);
    expect(kings).toEqual(
      expect.arrayContaining([
        'Rochester Royals',
        'Cincinnati Royals',
        'Kansas City-Omaha Kings',
        'Kansas City Kings',
        'Sacramento Kings',
      ]),
    );
    const thunder = ctx
      .rows('team_identities')
      .filter((r) => r.team === 'nba:OKC')
      .map((r) => r.name);
    expect(thunder).toEqual(expect.arrayContaining(['Seattle SuperSonics', 'Oklahoma City Thunder']));
    // 2014 history return: 1988-2002 Charlotte Hornets belong to today's Hornets, New Orleans starts in 2002.
    const hornets = ctx.rows('team_identities').filter((r) => r.team === 'nba:CHA');
    expect(hornets.find((r) => r.abbreviation === 'CHH')).toMatchObject({
      first_year: 1988,
      last_year: 2001,
    });
    expect(get('teams', 'nba:NOP').founded_year).toBe(2002);
    expect(get('teams', 'nba:LAL')).toMatchObject({
      slug: 'los-angeles-lakers',
      city: 'Los Angeles',
      abbreviation: 'LAL',
      is_active: true,
      division: 'nba:div:pacific',
    });
    expect(get('team_seasons', 'nba:ts:OKC:1978')).toMatchObject({
      name: 'Seattle SuperSonics',
      abbreviation: 'SEA',
      is_champion: true,
    });
    expect(ctx.rows('teams').filter((t) => t.is_active)).toHaveLength(30);
  });
});
