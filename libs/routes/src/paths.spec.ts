import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { routePatterns } from './patterns';

describe('paths', () => {
  it('builds every route of the spec', () => {
    expect(paths.home()).toBe('/');
    expect(paths.championship('super-bowl')).toBe('/championships/super-bowl');
    expect(paths.champions()).toBe('/champions');
    expect(paths.season(12)).toBe('/seasons/12');
    expect(paths.team('kansas-city-chiefs')).toBe('/teams/kansas-city-chiefs');
    expect(paths.team('kansas-city-chiefs', 2024)).toBe('/teams/kansas-city-chiefs/2024');
    expect(paths.game(7)).toBe('/scores/7');
    expect(paths.fixtures('football')).toBe('/fixtures/football');
    expect(paths.player('patrick-mahomes')).toBe('/players/patrick-mahomes');
    expect(paths.coach(3)).toBe('/coaches/3');
    expect(paths.dataQuality()).toBe('/data-quality');
    expect([paths.scores(), paths.standings(), paths.analytics(), paths.features(), paths.debug()]).toEqual([
      '/scores',
      '/standings',
      '/analytics',
      '/features',
      '/debug',
    ]);
  });

  it('encodes parameters and refuses a missing one', () => {
    expect(paths.championship('a b/c')).toBe('/championships/a%20b%2Fc');
    expect(() => paths.championship('')).toThrow('needs :slug');
  });

  it('writes only the non-default query parameters of a list screen', () => {
    expect(paths.championships()).toBe('/championships');
    expect(paths.championships({ q: '', sport: 'all', active: true })).toBe('/championships');
    expect(paths.championships({ q: 'bowl', active: false })).toBe('/championships?q=bowl&active=false');
    expect(paths.seasons({ status: 'completed', page: 2 })).toBe('/seasons?status=completed&page=2');
    expect(paths.champions({ year: '1990' })).toBe('/champions?year=1990');
    expect(paths.championship('super-bowl', { sort: 'champion' })).toBe(
      '/championships/super-bowl?sort=champion',
    );
    expect(paths.championship('super-bowl', { sort: '-year' })).toBe('/championships/super-bowl');
    expect(paths.teams({ q: 'bost', division: 'hockey-east', page: 1 })).toBe(
      '/teams?q=bost&division=hockey-east',
    );
    expect(paths.team('boston-bruins', undefined, { sort: 'wins' })).toBe('/teams/boston-bruins?sort=wins');
    expect(paths.team('boston-bruins', 2010, { tab: 'roster' })).toBe('/teams/boston-bruins/2010?tab=roster');
    expect(paths.team('boston-bruins', 2010, { tab: 'overview' })).toBe('/teams/boston-bruins/2010');
  });

  it('matches the route patterns the router mounts', () => {
    expect(routePatterns.teamSeason).toBe('/teams/:slug/:year');
    // Every route the sites are built with (features the generator adds come on top).
    expect(Object.keys(routePatterns)).toEqual(
      expect.arrayContaining([
        'home',
        'championships',
        'championship',
        'champions',
        'seasons',
        'season',
        'teams',
        'team',
        'teamSeason',
        'scores',
        'game',
        'fixtures',
        'standings',
        'players',
        'player',
        'coaches',
        'coach',
        'analytics',
        'dataQuality',
        'features',
        'debug',
        'notFound',
      ]),
    );
  });

  it('builds the data download file URLs', () => {
    expect(paths.dataFile('games.csv.gz')).toBe('/data/games.csv.gz');
    expect(paths.dataFile('../x')).toBe('/data/..%2Fx');
  });

  it('builds the awards URLs with their search, league and sort', () => {
    expect(paths.awards()).toBe('/awards');
    expect(paths.awards({ league: 'nba', q: 'mvp' })).toBe('/awards?league=nba&q=mvp');
    expect(paths.award('nba-most-valuable-player')).toBe('/awards/nba-most-valuable-player');
    expect(paths.award('nfl-super-bowl-mvp', { sort: 'year' })).toBe('/awards/nfl-super-bowl-mvp?sort=year');
    expect(paths.award('nfl-super-bowl-mvp', { sort: '-year' })).toBe('/awards/nfl-super-bowl-mvp');
  });
});
