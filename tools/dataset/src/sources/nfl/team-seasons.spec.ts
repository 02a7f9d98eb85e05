import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
beforeAll(() => {
  ({ ctx } = nflForSpec());
});
const season = (team: string, year: number) => ctx.get('team_seasons', `nfl:${team}:${year}`);

describe('nfl: team seasons', () => {
  it('labels each title by its era: 1921 by the standings, 1932 by the playoff game, none before 1966 a Super Bowl', () => {
    expect(season('CHI', 1921)).toMatchObject({
      name: 'Chicago Staleys',
      is_champion: true,
      playoff_result: 'NFL Champion (by the standings)',
    });
    expect(season('CHI', 1932)).toMatchObject({
      name: 'Chicago Bears',
      is_champion: true,
      playoff_result: 'Won NFL Championship (playoff game)',
    });
    expect(season('GB', 1965)?.playoff_result).toBe('Won NFL Championship');
    const early = ctx
      .rows('team_seasons')
      .filter((r) => Number(String(r.season).slice(4)) < 1966 && r.is_champion);
    expect(early.length).toBe(46); // 1920-1965, one champion a season
    for (const r of early) expect(String(r.playoff_result), String(r.key)).toMatch(/NFL Champion/);
  });

  it("puts a season's AFL and AAFC teams in their league's table, apart from the NFL's (the standings file's league)", () => {
    expect(season('NYJ', 1968)?.conference).toBe('nfl:afl');
    expect(season('KC', 1962)).toMatchObject({ name: 'Dallas Texans', conference: 'nfl:afl' });
    expect(season('SF', 1948)?.conference).toBe('nfl:aafc');
    expect(season('GB', 1962)?.conference).toBeNull();
    expect(season('NYJ', 1970)?.conference).toBe('nfl:afc');
  });

  // Pro-Football-Reference team pages (stadium per season); names by hand/nfl/venue_names.csv (Wikipedia).
  it('gives a home venue from 1966 (the first games naming a stadium) under the name it bore that season', () => {
    expect(season('MIA', 2009)).toMatchObject({
      venue: 'nfl:venue-hard-rock-stadium',
      venue_name: 'Land Shark Stadium',
    });
    expect(season('MIA', 2004)?.venue_name).toBe('Pro Player Stadium');
    expect(season('PIT', 2000)?.venue_name).toBe('Three Rivers Stadium');
    expect(season('PIT', 2001)?.venue_name).toBe('Heinz Field');
    expect(season('WAS', 2025)?.venue_name).toBe('Northwest Stadium');
    expect(season('MIA', 1999)).toMatchObject({
      venue: 'nfl:venue-hard-rock-stadium',
      venue_name: 'Pro Player Stadium',
    });
    expect(season('MIA', 1987)?.venue_name).toBe('Joe Robbie Stadium');
    expect(season('MIA', 1986)?.venue_name).toBe('Orange Bowl');
    expect(season('NE', 1975)?.venue_name).toBe('Schaefer Stadium');
    // spreadspoke names State Farm Stadium (opened 2006) for the Cardinals at Sun Devil Stadium: the checked home of
    // hand/nfl/home_venues.csv, never a building not yet built.
    expect(season('ARI', 1995)?.venue_name).toBe('Sun Devil Stadium');
    expect(season('ARI', 2003)?.venue_name).toBe('Sun Devil Stadium'); // nflverse's stadium where it has one
    expect(season('KC', 1971)?.venue_name).toBe('Kansas City Municipal Stadium'); // Arrowhead opened 1972
    expect(season('PHI', 1970)?.venue_name).toBe('Franklin Field');
    // and the home games themselves name it
    const arizona1995 = ctx
      .rows('games')
      .filter((g) => g.home_team === 'nfl:ARI' && g.season === 'nfl:1995' && !g.is_neutral);
    expect(new Set(arizona1995.map((g) => g.venue_name))).toEqual(new Set(['Sun Devil Stadium']));
    expect(season('PIT', 1975)?.venue_name).toBe('Three Rivers Stadium');
    // Before 1966, hand/nfl/early_home_venues.csv: the Packers' stadium renamed Lambeau Field in 1965.
    expect(season('GB', 1964)?.venue_name).toBe('City Stadium');
    expect(season('GB', 1965)?.venue_name).toBe('Lambeau Field');
    expect(season('CHI', 1950)?.venue_name).toBe('Wrigley Field');
    // A split season lists its stadiums in the order used and links none.
    expect(season('PIT', 1958)).toMatchObject({ venue_name: 'Pitt Stadium, Forbes Field', venue: null });
  });

  it('plays a 538 game where hand/nfl/game_sites.csv says it was played', () => {
    // 538 lists the 1927 Duluth Eskimos, the league's road team, as team1 of a game they played at Frankford.
    const g = ctx.rows('games').find((r) => r.slug === 'nfl-1927-11-26-dul-fyj');
    expect(g).toMatchObject({ venue_name: 'Frankford Stadium', home_score: 6, away_score: 0 });
    expect(ctx.rows('games').some((r) => r.slug === 'nfl-1927-11-26-fyj-dul')).toBe(false);
  });

  it("names each season's head coach from 2000", () => {
    expect(season('KC', 2023)?.head_coach_name).toBe('Andy Reid');
  });
});
