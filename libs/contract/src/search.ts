// The site search: one query across teams (every name they bore), players, coaches, championships and
// seasons, ranked and grouped by kind.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_SEARCH_LENGTH, pageProperties, siteFilterProperties } from './common';
import { Int, NInt, NStr, NullableEnum, Obj, StringEnum, Str } from './schema';
import { MIN_SEARCH_QUERY, SEARCH_KINDS } from './values';

export const SearchParams = Obj({
  ...siteFilterProperties,
  q: Type.String({
    minLength: 1,
    maxLength: MAX_SEARCH_LENGTH,
    description: `What to look for: a name (any case, accents optional, small typos forgiven; at least ${MIN_SEARCH_QUERY} letters), or a season such as "2016 World Series" or "1985-86 Celtics"`,
  }),
  kind: Type.Optional(
    StringEnum(SEARCH_KINDS, {
      description: 'Only this kind, paged; without it, the best few of every kind',
    }),
  ),
  ...pageProperties,
});
export type SearchParams = Static<typeof SearchParams>;

/** Where a result belongs: its league, which picks the site (sport + level). */
export const SearchLeague = Obj({ abbreviation: Str(), name: Str(), sport_slug: Str(), level_slug: Str() });
export type SearchLeague = Static<typeof SearchLeague>;

export const SearchResult = Obj({
  kind: StringEnum(SEARCH_KINDS),
  /** The result's own slug: a team, player, coach, championship or season (a team season: the team's). */
  slug: Str(),
  /** The name as it is now; for a season, the name borne that season ("1985-86 Boston Celtics"). */
  name: Str(),
  /** A team found by another name it bore: that name and its years ("Seattle SuperSonics", 1967–2008). */
  matched_name: NStr(),
  matched_first_year: NInt(),
  matched_last_year: NInt(),
  city: NStr(),
  position: NStr(),
  first_year: NInt(),
  /** null: to the present (an active team, player or coach). */
  last_year: NInt(),
  /** A team season: the season's start year (the team page of that year). */
  year: NInt(),
  /** A championship's edition: the season's slug (the season page). */
  season_slug: NStr(),
  /** One more fact: a season's champion, a team season's record. */
  detail: NStr(),
  league: SearchLeague,
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchGroup = Obj({
  kind: StringEnum(SEARCH_KINDS),
  /** Every match of this kind, of which `results` is the best (or the requested page). */
  count: Int({ minimum: 0 }),
  results: Type.Array(SearchResult),
});
export type SearchGroup = Static<typeof SearchGroup>;

export const SearchResponse = Obj({
  query: Str(),
  kind: NullableEnum(SEARCH_KINDS),
  page: Int({ minimum: 1 }),
  page_size: Int({ minimum: 1 }),
  /** Groups with at least one match, in the order of SEARCH_KINDS. */
  groups: Type.Array(SearchGroup),
  /** Did you mean: the closest names, when nothing matched. */
  suggestions: Type.Array(Str()),
});
export type SearchResponse = Static<typeof SearchResponse>;
