// The small references every resource carries (sport, level, league, team), with the dataset's real values.
import type { LeagueRef, LevelRef, SportRef, TeamRef } from '../core';

export const sports = {
  football: { name: 'Football', slug: 'football', abbreviation: 'FB' },
  basketball: { name: 'Basketball', slug: 'basketball', abbreviation: 'BB' },
  baseball: { name: 'Baseball', slug: 'baseball', abbreviation: 'BSB' },
  hockey: { name: 'Hockey', slug: 'hockey', abbreviation: 'HK' },
} satisfies Record<string, SportRef>;

export const levels = {
  pro: { name: 'Professional', slug: 'professional' },
  ncaa: { name: 'NCAA Division I', slug: 'ncaa-division-i' },
} satisfies Record<string, LevelRef>;

export const leagues = {
  nfl: { id: 1, slug: 'nfl', name: 'National Football League', abbreviation: 'NFL' },
  nba: { id: 2, slug: 'nba', name: 'National Basketball Association', abbreviation: 'NBA' },
  mlb: { id: 3, slug: 'mlb', name: 'Major League Baseball', abbreviation: 'MLB' },
  nhl: { id: 4, slug: 'nhl', name: 'National Hockey League', abbreviation: 'NHL' },
  ncaaMbb: { id: 6, slug: 'ncaa-mbb', name: "NCAA Men's Basketball", abbreviation: 'NCAA' },
} satisfies Record<string, LeagueRef>;

/** The sport, level and league of an NFL resource (the builders' default scope). */
export const nflScope = { sport: sports.football, level: levels.pro, league: leagues.nfl };

/** `name` → `kansas-city-chiefs`. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export function aTeamRef(overrides: Partial<TeamRef> = {}): TeamRef {
  const name = overrides.name ?? 'Kansas City Chiefs';
  return {
    id: 16,
    slug: slugOf(name),
    name,
    city: 'Kansas City',
    abbreviation: 'KC',
    sport_name: 'Football',
    ...overrides,
  };
}
