// The one way to add a championship result: key, season and title year resolved in one place.
import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { core } from '../sources/core';
import { addResult, resolveResults, resultKey } from './results';

function context() {
  const ctx = createContext();
  core.build(ctx);
  return ctx;
}

describe('addResult', () => {
  it('keys a result by championship and season start year and links the season', () => {
    const ctx = context();
    const key = addResult(ctx, { championship: 'nfl:super-bowl', year: 1970, source: 's' });
    expect(key).toBe(resultKey('nfl:super-bowl', 1970));
    expect(ctx.get('championship_results', key)).toMatchObject({ season: 'nfl:1970', year: 1970 });
  });

  it('labels the title by the sport: football and baseball by the season, basketball and hockey by its end', () => {
    const ctx = context();
    const label = (championship: string, year: number) =>
      ctx.get('championship_results', addResult(ctx, { championship, year, source: 's' }))!.title_year;
    expect(label('nfl:super-bowl', 1966)).toBe(1966);
    expect(label('mlb:world-series', 2013)).toBe(2013);
    expect(label('nba:finals', 1965)).toBe(1966);
    expect(label('nhl:stanley-cup', 1926)).toBe(1927);
    expect(label('ncaa-football:national-championship', 1966)).toBe(1966);
    expect(label('ncaa-basketball:ncaa-tournament', 1938)).toBe(1939);
  });

  it('reports a second result for the same season instead of keeping both', () => {
    const ctx = context();
    addResult(ctx, { championship: 'nba:finals', year: 1978, source: 's' });
    addResult(ctx, { championship: 'nba:finals', year: 1978, source: 's' });
    expect(ctx.rows('championship_results')).toHaveLength(1);
    expect(ctx.issues().some((i) => /duplicate key nba:finals:1978/.test(i.problem))).toBe(true);
  });

  it('names each finalist as the lineage says it was called that season', () => {
    const ctx = context();
    ctx.add('seasons', { key: 'nba:1978', league: 'nba', start_year: 1978, end_year: 1979 });
    const sonics = [
      { first_year: 1967, last_year: 2007, name: 'Seattle SuperSonics' },
      { first_year: 2008, last_year: null, name: 'Oklahoma City Thunder' },
    ];
    sonics.forEach((i, n) => ctx.add('team_identities', { key: `okc:${n}`, team: 'nba:OKC', ...i }));
    const key = addResult(ctx, {
      championship: 'nba:finals',
      year: 1978,
      winner_team: 'nba:OKC',
      winner_name: 'Oklahoma City Thunder',
      runner_up_team: 'nba:WAS',
      runner_up_name: 'Washington Bullets',
      source: 's',
    });
    resolveResults(ctx);
    expect(ctx.get('championship_results', key)).toMatchObject({
      title_year: 1979,
      winner_name: 'Seattle SuperSonics',
      runner_up_name: 'Washington Bullets',
    });
  });
});
