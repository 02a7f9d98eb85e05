import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nhlSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 120000);

const teamSeason = (year: number, team: string) => ctx.get('team_seasons', `nhl:ts:${year}:${team}`)!;

describe('nhl: franchises', () => {
  it('keeps the Avalanche lineage from Quebec', () => {
    const ids = ctx
      .rows('team_identities')
      .filter((i) => i.team === 'nhl:COL')
      .map((i) => [i.name, i.first_year, i.last_year]);
    expect(ids).toContainEqual(['Quebec Nordiques', 1979, 1994]);
    expect(ids).toContainEqual(['Colorado Avalanche', 1995, null]);
    expect(ctx.get('teams', 'nhl:COL')).toMatchObject({
      slug: 'colorado-avalanche',
      abbreviation: 'COL',
      is_active: true,
      founded_year: 1972,
    });
  });

  it('follows relocations and new franchises', () => {
    const names = (t: string) =>
      ctx
        .rows('team_identities')
        .filter((i) => i.team === t)
        .map((i) => i.name);
    expect(names('nhl:CAR')).toContain('Hartford Whalers');
    expect(names('nhl:DAL')).toContain('Minnesota North Stars');
    expect(names('nhl:NJD')).toEqual(
      expect.arrayContaining(['Kansas City Scouts', 'Colorado Rockies', 'New Jersey Devils']),
    );
    expect(names('nhl:WPG')).toEqual(['Atlanta Thrashers', 'Winnipeg Jets']);
    expect(names('nhl:ARI')).toEqual(
      expect.arrayContaining(['Winnipeg Jets', 'Phoenix Coyotes', 'Arizona Coyotes']),
    );
    expect(ctx.get('teams', 'nhl:ARI')).toMatchObject({ is_active: false, last_year: 2023 });
    expect(ctx.get('teams', 'nhl:UTA')).toMatchObject({
      name: 'Utah Mammoth',
      founded_year: 2024,
      is_active: true,
    });
    expect(names('nhl:UTA')).toEqual(['Utah Hockey Club', 'Utah Mammoth']);
    expect(ctx.get('teams', 'nhl:SEA')).toMatchObject({
      founded_year: 2021,
      home_venue: 'nhl:venue:climate-pledge-arena',
    });
    expect(ctx.get('teams', 'nhl:VGK')!.founded_year).toBe(2017);
  });

  it('records conference and division membership per season', () => {
    expect(teamSeason(1985, 'EDM')).toMatchObject({
      name: 'Edmonton Oilers',
      conference: 'nhl:conf:CC',
      division: 'nhl:div:SM',
    });
    expect(teamSeason(2019, 'ARI')).toMatchObject({ division: 'nhl:div:PC', conference: 'nhl:conf:WC' });
    expect(teamSeason(2020, 'TOR')).toMatchObject({ division: 'nhl:div:N20', conference: null });
    expect(teamSeason(2021, 'ARI')).toMatchObject({ division: 'nhl:div:CE' });
    expect(teamSeason(1994, 'COL')).toMatchObject({ name: 'Quebec Nordiques', abbreviation: 'QUE' });
  });
});
