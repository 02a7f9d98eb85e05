// People (players and coaches share them): the person, awards, the team a person is with.
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Int, NInt, NStr, Nullable, Obj, Str } from './schema';

export const Person = Obj({
  id: Int(),
  slug: Str(),
  first_name: NStr(),
  last_name: NStr(),
  full_name: Str(),
  age: NInt({ description: 'Age today, or at death.' }),
  birth_date: NStr(),
  birth_year: NInt(),
  birth_place: NStr({ description: '"City, State" (or country), null when unknown.' }),
  birth_city: NStr(),
  birth_state: NStr(),
  birth_country: NStr(),
  death_date: NStr(),
  college: NStr(),
  height_inches: NInt(),
  weight_pounds: NInt(),
});
export type Person = Static<typeof Person>;

/** The season a fact belongs to, for a link to its page. */
export const SeasonLink = Obj({ slug: Str(), name: Str(), start_year: Int() });
export type SeasonLink = Static<typeof SeasonLink>;

/**
 * An award: `slug` is the award's (its page /awards/{slug}); `year` is the season's start year (NBA 2003-04 → 2003);
 * `season` links to it when known.
 */
export const Award = Obj({ slug: Str(), name: Str(), year: NInt(), season: Nullable(SeasonLink) });
export type Award = Static<typeof Award>;

export const PersonTeam = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  city: NStr(),
  abbreviation: NStr(),
  sport_name: Str(),
});
export type PersonTeam = Static<typeof PersonTeam>;

const missingYears = Type.Optional(
  Type.Array(Int(), {
    description:
      'The seasons (start years) between first_year and last_year the figure lacks: a hole in the sources. Absent when none.',
  }),
);
/**
 * Which seasons a person's figures are built from — whole, or labelled partial. `first_year`/`last_year` are the
 * season start years of the rows the page's season table shows (null when there are none); `partial` says those rows
 * stop before the career does (or before the league's latest season for someone still active); `source` and
 * `source_note` name the source of a career total the figures come from instead, when there are no season rows.
 */
export const FigureSpan = Obj({
  first_year: NInt(),
  last_year: NInt(),
  seasons: Int({ minimum: 0, description: 'Seasons with a row in the data.' }),
  partial: Bool(),
  missing_years: missingYears,
  source: NStr({
    description: 'The source of a career total (no season rows), named as in /api/core/sources/.',
  }),
  source_note: NStr({ description: "That source's own note on its reach, e.g. a snapshot year." }),
  latest_note: NStr({
    description:
      "When the rows reach the league's latest season with data (a season in progress, or a snapshot such as NBA 2025-26 totals of January): the name and note of that season's source, which say how far it reaches.",
  }),
  team_name: NStr({
    description:
      "The one team a source's total is with (a school's record, not a career), null for a career total.",
  }),
});
export type FigureSpan = Static<typeof FigureSpan>;

/**
 * Which seasons of its subject's span a figure covers — computed by one rule, never set by hand: `partial` when the
 * span (first to last season, or through the league's latest season while active) holds a season the sources do not
 * give the figure for; `first_year`/`last_year` the first and last season covered (null when none is), `seasons` how
 * many of the span's seasons are.
 */
export const coverageProperties = {
  first_year: NInt({ description: 'The first season covered (start year); null when none is.' }),
  last_year: NInt({ description: 'The last season covered (start year); null when none is.' }),
  seasons: Int({ minimum: 0, description: "How many seasons of the subject's span the figure covers." }),
  partial: Bool(),
  missing_years: missingYears,
};
export const CoveredSeasons = Obj(coverageProperties);
export type CoveredSeasons = Static<typeof CoveredSeasons>;
