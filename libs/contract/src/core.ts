// Shared small shapes (references to sports, levels, leagues, teams, venues) and the core area's resources.
import { Type, type Static } from '@sinclair/typebox';
import { Int, NInt, NStr, Nullable, Obj, Str } from './schema';
import { SeasonRun } from './data-files';

export const SportRef = Obj({ name: Str(), slug: Str(), abbreviation: Str() });
export type SportRef = Static<typeof SportRef>;

export const LevelRef = Obj({ name: Str(), slug: Str({ description: 'professional | ncaa-division-i' }) });
export type LevelRef = Static<typeof LevelRef>;

export const leagueRefProperties = { id: Int(), slug: Str(), name: Str(), abbreviation: Str() };
export const LeagueRef = Obj(leagueRefProperties);
export type LeagueRef = Static<typeof LeagueRef>;

export const League = Obj({ ...leagueRefProperties, sport: SportRef, level: LevelRef });
export type League = Static<typeof League>;

/** /api/core/sports/ items: a sport with the leagues (one per level) the dataset holds for it. */
export const SportWithLeagues = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  abbreviation: Str(),
  leagues: Type.Array(Obj({ ...leagueRefProperties, level: LevelRef })),
});
export type SportWithLeagues = Static<typeof SportWithLeagues>;

/** A team as other resources reference it. */
export const TeamRef = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  city: NStr(),
  abbreviation: NStr(),
  sport_name: Str(),
});
export type TeamRef = Static<typeof TeamRef>;

export const Venue = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  city: NStr(),
  state: NStr(),
  country: NStr(),
  capacity: NInt(),
  opened_year: NInt(),
  closed_year: NInt(),
});
export type Venue = Static<typeof Venue>;

/** /api/core/sources/: where each part of the dataset comes from, with licence and required attribution. */
export const Source = Obj({
  id: Int(),
  name: Str(),
  url: NStr(),
  licence: NStr(),
  attribution: NStr(),
  notes: NStr(),
});
export type Source = Static<typeof Source>;

/** /api/core/coverage/: rows and year span per league and table of the loaded dataset. */
export const CoverageEntry = Obj({
  league: Str({
    description: "League slug, or '_shared' for tables not tied to one league (people, venues, sources)",
  }),
  league_name: NStr(),
  sport: Nullable(SportRef),
  level: Nullable(LevelRef),
  table: Str(),
  rows: Int({ minimum: 0 }),
  min_year: NInt(),
  max_year: NInt(),
  held: Type.Array(SeasonRun, {
    description:
      'For a table of season rows: the seasons held, as runs (a season the league did not play is no gap)',
  }),
  missing: Type.Array(SeasonRun, {
    description: "For a table of season rows: the league's seasons it lacks",
  }),
});
export type CoverageEntry = Static<typeof CoverageEntry>;

export const Coverage = Obj({
  leagues: Type.Array(Obj({ league: Str(), league_name: NStr(), tables: Type.Array(CoverageEntry) })),
  total_rows: Int({ minimum: 0 }),
});
export type Coverage = Static<typeof Coverage>;
