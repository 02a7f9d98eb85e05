import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ ctx, get } = nflForSpec());
});

describe('franchises and lineage', () => {
  const idents = (team: string) =>
    ctx
      .rows('team_identities')
      .filter((i) => i.team === team)
      .sort((a, b) => (a.first_year as number) - (b.first_year as number));

  it('Cardinals: Chicago -> St. Louis -> Phoenix -> Arizona', () => {
    const names = [...new Set(idents('nfl:ARI').map((i) => i.name))];
    expect(names).toEqual([
      'Chicago Cardinals',
      'St. Louis Cardinals',
      'Phoenix Cardinals',
      'Arizona Cardinals',
    ]);
    const stl = idents('nfl:ARI').find((i) => i.name === 'St. Louis Cardinals')!;
    expect([stl.first_year, stl.last_year]).toEqual([1960, 1987]);
    expect(get('teams', 'nfl:ARI')).toMatchObject({
      name: 'Arizona Cardinals',
      founded_year: 1920,
      is_active: true,
      division: 'nfl:nfc-west',
    });
  });

  it('Rams, Raiders, Oilers/Titans and Colts lineages', () => {
    expect(idents('nfl:LAR').map((i) => i.name)).toEqual([
      'Cleveland Rams',
      'Cleveland Rams',
      'Los Angeles Rams',
      'St. Louis Rams',
      'Los Angeles Rams',
    ]);
    expect(idents('nfl:LV').map((i) => i.name)).toEqual([
      'Oakland Raiders',
      'Los Angeles Raiders',
      'Oakland Raiders',
      'Las Vegas Raiders',
    ]);
    expect(idents('nfl:TEN').map((i) => i.name)).toEqual([
      'Houston Oilers',
      'Tennessee Oilers',
      'Tennessee Titans',
    ]);
    expect(idents('nfl:IND').map((i) => `${i.name} ${i.first_year}-${i.last_year}`)).toEqual([
      'Baltimore Colts 1953-1983',
      'Indianapolis Colts 1984-2025',
    ]);
  });

  it('Browns keep their history; the Ravens start in 1996', () => {
    expect(get('teams', 'nfl:BAL').founded_year).toBe(1996);
    expect(ctx.has('team_seasons', 'nfl:CLE:1995')).toBe(true);
    expect(ctx.has('team_seasons', 'nfl:CLE:1996')).toBe(false);
    expect(get('team_seasons', 'nfl:CLE:1948')).toMatchObject({
      wins: 14,
      losses: 0,
      stats: expect.objectContaining({ lg: 'AAFC' }),
    });
    expect(get('team_seasons', 'nfl:BAL:2000').name).toBe('Baltimore Ravens');
  });

  it("AAFC Buffalo Bills and the 1947-50 Colts are not today's Bills and Colts", () => {
    expect(ctx.has('team_seasons', 'nfl:BUF:1948')).toBe(false);
    expect(get('team_seasons', 'nfl:old-BBA:1948').name).toBe('Buffalo Bills');
    expect(get('team_seasons', 'nfl:old-BCL:1950').name).toBe('Baltimore Colts');
    expect(get('teams', 'nfl:BUF').founded_year).toBe(1960);
    expect(get('teams', 'nfl:KC').founded_year).toBe(1960);
    expect(get('team_seasons', 'nfl:KC:1962')).toMatchObject({
      name: 'Dallas Texans',
      stats: expect.objectContaining({ lg: 'AFL' }),
    });
  });

  it('current and historical alignment', () => {
    expect(get('team_seasons', 'nfl:SEA:1976').division).toBe('nfl:nfc-west');
    expect(get('team_seasons', 'nfl:SEA:1990').division).toBe('nfl:afc-west');
    expect(get('team_seasons', 'nfl:ARI:1999').division).toBe('nfl:nfc-east');
    expect(get('team_seasons', 'nfl:NYJ:2010')).toMatchObject({
      conference: 'nfl:afc',
      division: 'nfl:afc-east',
    });
    expect(ctx.rows('teams').filter((t) => t.is_active).length).toBe(32);
  });
});
