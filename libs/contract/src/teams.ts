// Teams (franchises and college programs) and their per-team views.
import { Type, type Static } from '@sinclair/typebox';
import {
  pageProperties,
  recordLineProperties,
  SearchParam,
  siteFilterProperties,
  SlugParam,
  YearParam,
} from './common';
import { LeagueRef, LevelRef, SportRef, Venue } from './core';
import { GameStatus } from './game-status';
import { CoveredSeasons, coverageProperties } from './person';
import { Bool, Int, JsonObject, NInt, NNum, NStr, Nullable, Obj, Str, StringEnum } from './schema';

export const TeamIdentity = Obj({
  name: Str(),
  city: NStr(),
  abbreviation: NStr(),
  first_year: NInt(),
  last_year: NInt({ description: 'null while the name is current.' }),
});
export type TeamIdentity = Static<typeof TeamIdentity>;

export const Team = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  city: NStr(),
  state: NStr(),
  country: NStr(),
  nickname: NStr(),
  abbreviation: NStr(),
  short_name: NStr(),
  founded_year: NInt(),
  last_year: NInt({ description: 'Last season played; null while active.' }),
  is_active: Bool(),
  championships_won: Int({ minimum: 0 }),
  last_championship_year: NInt({ description: 'Season start year of the latest title.' }),
  last_championship_title_year: NInt(),
  sport: SportRef,
  level: LevelRef,
  league: LeagueRef,
  conference: Nullable(Obj({ id: Int(), slug: Str(), name: Str(), abbreviation: NStr() })),
  division: Nullable(Obj({ id: Int(), slug: Str(), name: Str() })),
  home_venue: Nullable(Venue),
  lineage: Type.Array(TeamIdentity, {
    description:
      'Every name the franchise or programme has borne, oldest first (years are season start years).',
  }),
  /**
   * The seasons its all-time record covers (those with a W-L in the sources) within its span, founding to its last
   * season or the league's latest: partial when the span reaches beyond them.
   */
  record_coverage: CoveredSeasons,
  /**
   * The seasons its playoff appearances cover: those whose sources name every postseason team of the league (not a
   * champions list's two finalists only), within the same span.
   */
  playoff_coverage: CoveredSeasons,
});
export type Team = Static<typeof Team>;

export const TeamListParams = Obj({
  ...siteFilterProperties,
  ...pageProperties,
  search: Type.Optional(SearchParam('Case-insensitive substring of name, city or abbreviation')),
  conference: Type.Optional(SlugParam('Conference slug (or exact name)')),
  division: Type.Optional(SlugParam('Division slug (or exact name)')),
});
export type TeamListParams = Static<typeof TeamListParams>;

/** ?year= on roster, schedule and stats: a season start year (default: the team's latest season). */
export const TeamYearParams = Obj({
  ...siteFilterProperties,
  year: Type.Optional(YearParam('Season start year (default: the latest season with data)')),
});
export type TeamYearParams = Static<typeof TeamYearParams>;

export const TeamChampionship = Obj({
  id: Int(),
  year: Int({ description: 'Season start year (title_year is the calendar year of the final).' }),
  title_year: Int(),
  championship_id: Int(),
  championship_slug: Str(),
  championship_name: Str(),
  coach: NStr(),
  record: NStr(),
  season_name: NStr(),
  opponent: NStr(),
  score: NStr(),
  vacated_note: NStr({
    description:
      'Set when the title was vacated (Louisville 2013): the note; a vacated title is not counted.',
  }),
});
export type TeamChampionship = Static<typeof TeamChampionship>;

const LATEST_NOTE =
  "When the row is in the league's latest season with data (a season in progress, or a snapshot such as the NBA 2025-26 player totals of January): the name and note of its source, which say how far it reaches.";

export const TeamSeason = Obj({
  id: Int({ description: "The season's id." }),
  slug: Str(),
  name: Str(),
  start_year: Int(),
  end_year: NInt(),
  championship_won: Bool(),
  wins: NInt(),
  losses: NInt(),
  ties: NInt(),
  playoff_result: NStr(),
  team_name: Str({ description: 'The name the team bore that season.' }),
  team_abbreviation: NStr(),
  ot_losses: NInt(),
  games_played: NInt({ description: 'Games played that season, where the standings give them.' }),
  points: NInt({
    description:
      "Standings points where the league's table is ordered by them (hockey: two a win, one a tie or an overtime loss that earned one); null where the source has none (college hockey).",
  }),
  win_percentage: NNum(),
  rank: NInt({ description: 'Finish that season (standings rank), within group_name.' }),
  group_name: NStr({ description: 'The division (else conference) the team played in that season.' }),
  conference_name: NStr({ description: 'The conference the team played in that season.' }),
  division_name: NStr({ description: 'The division the team played in that season.' }),
  head_coach_name: NStr(),
  venue_name: NStr({
    description: 'The home venue that season, under its name then; null where the sources do not say.',
  }),
  latest_note: NStr({ description: LATEST_NOTE }),
});
export type TeamSeason = Static<typeof TeamSeason>;

export const RosterEntry = Obj({
  id: Int(),
  jersey_number: NStr(),
  is_captain: Bool(),
  is_starter: Bool(),
  position: NStr(),
  games: NInt({ description: "Games played that season: the roster row's, else his line's." }),
  games_started: NInt({ description: 'Games started, where the sources have them.' }),
  stats: Nullable({
    ...JsonObject(),
    description:
      "His regular-season line for this team that season (player_seasons.stats, the sources' keys; several stints added up, their rates left to be computed from the sums); null where the sources have no line.",
  }),
  slug: Str({ description: "The player's slug." }),
  latest_note: NStr({ description: LATEST_NOTE }),
  player: Obj({
    id: Int(),
    slug: Str(),
    is_active: Bool(),
    primary_position_name: NStr(),
    person: Obj({ first_name: NStr(), last_name: NStr(), full_name: Str() }),
  }),
});
export type RosterEntry = Static<typeof RosterEntry>;

export const ScheduleGame = Obj({
  id: Int(),
  slug: Str(),
  week: NStr(),
  round: NStr(),
  is_playoff: Bool(),
  game_date: Str(),
  game_time: NStr(),
  status: GameStatus,
  is_home: Bool(),
  site_known: Bool({
    description:
      'Whether the sources say where the game was played; false: is_home only names the side the source lists second.',
  }),
  home_team: Int(),
  home_team_name: Str(),
  home_team_abbreviation: NStr(),
  away_team: Int(),
  away_team_name: Str(),
  away_team_abbreviation: NStr(),
  home_score: NInt(),
  away_score: NInt(),
  overtime: NStr(),
  venue_name: NStr(),
  record: NStr({
    description:
      'The record after this game (W-L, W-L-T, hockey W-L-OTL), the regular season and the postseason counted apart; null for a game not played.',
  }),
  streak: NStr({ description: 'The streak after this game: W3, L1, T1, OTL2; null for a game not played.' }),
});
export type ScheduleGame = Static<typeof ScheduleGame>;

export const TeamSeasonRecord = Obj({
  season: Obj({ id: Int(), slug: Str(), name: Str(), start_year: Int() }),
  ...recordLineProperties,
  home_record: NStr(),
  away_record: NStr(),
  division_record: NStr(),
  conference_record: NStr(),
  playoff_result: NStr(),
  is_champion: Bool(),
  head_coach_name: NStr(),
  stats: Nullable(JsonObject()),
});
export type TeamSeasonRecord = Static<typeof TeamSeasonRecord>;

export const TeamStats = Obj({
  championships_won: Int({ minimum: 0 }),
  seasons_played: Int({ minimum: 0, description: 'Seasons with a standings row in the dataset.' }),
  years_active: NInt({ description: 'Current year minus founded year.' }),
  all_time: Obj({
    wins: Int(),
    losses: Int(),
    ties: Int(),
    win_percentage: NNum(),
    ...coverageProperties,
  }),
  season: Nullable(TeamSeasonRecord),
});
export type TeamStats = Static<typeof TeamStats>;

/** A team's totals against its opponents over one part of a season. */
export const TeamTotals = Obj({
  from: StringEnum(['games', 'standings'] as const, {
    description:
      "'games' when added up from the season's games, 'standings' from its standings row (no games held).",
  }),
  games: Int({ minimum: 0 }),
  wins: Int({ minimum: 0 }),
  losses: Int({ minimum: 0 }),
  ties: Int({ minimum: 0 }),
  ot_losses: Int({
    minimum: 0,
    description: 'Overtime and shootout losses where the standings count them apart.',
  }),
  points_for: NInt({ description: 'Points, runs or goals scored.' }),
  points_against: NInt(),
  points_for_per_game: NNum(),
  points_against_per_game: NNum(),
  margin_per_game: NNum({ description: 'Margin of victory: (for − against) ÷ games.' }),
  standings_games: NInt({
    description:
      'Where the games held are fewer than the standings count (a source that stops early): the games the standings count; the totals cover the games held only. Null when whole.',
  }),
});
export type TeamTotals = Static<typeof TeamTotals>;

/** The simple rating system: margin of victory adjusted for the opponents' strength, from the league-season's games. */
export const SimpleRatingFigures = Obj({
  rating: Type.Number({
    description: 'SRS: margin of victory plus strength of schedule; 0 is an average team.',
  }),
  margin_per_game: Type.Number({ description: 'Margin of victory over the regular-season games counted.' }),
  strength_of_schedule: Type.Number({ description: 'The mean SRS of the opponents, once per game.' }),
  rank: Int({ minimum: 1, description: 'Place by SRS among the teams rated that season.' }),
  teams: Int({
    minimum: 1,
    description: 'Teams rated: every team with a regular-season game of the league that season.',
  }),
  games: Int({ minimum: 1 }),
});
export type SimpleRatingFigures = Static<typeof SimpleRatingFigures>;

/** /api/teams/teams/{key}/season-summary/?year=: the team's totals against opponents, margin and SRS for one season. */
export const TeamSeasonSummary = Obj({
  start_year: Int(),
  regular_season: Nullable(TeamTotals),
  postseason: Nullable(TeamTotals),
  postseason_through: NStr({
    description:
      "Where the season's postseason games in the sources stop before it ended (NBA 2020-21): the last day they hold; the postseason totals cover those games only. Null when whole.",
  }),
  srs: Nullable(SimpleRatingFigures),
});
export type TeamSeasonSummary = Static<typeof TeamSeasonSummary>;

/** A team's slug and every season it has a page for (a standings row or a title): what the sitemap lists. */
export const TeamSeasonYears = Obj({
  slug: Str(),
  years: Type.Array(Int(), { description: 'Season start years, newest first.' }),
});
export type TeamSeasonYears = Static<typeof TeamSeasonYears>;

/** One option of the directory's Sport or Division filter, with how many teams it holds. */
export const TeamFacet = Obj({
  kind: Type.Union([Type.Literal('sport'), Type.Literal('division'), Type.Literal('conference')]),
  slug: Str(),
  name: Str(),
  sport_slug: Str(),
  teams: Int({ minimum: 0 }),
});
export type TeamFacet = Static<typeof TeamFacet>;

/** What the directory's filters and tiles are built from: the site's sports and groups (division, else conference). */
export const TeamFacets = Obj({
  total: Int({ minimum: 0 }),
  sports: Type.Array(TeamFacet),
  groups: Type.Array(TeamFacet, {
    description: "Each team's division, or its conference when it has no division; by name.",
  }),
});
export type TeamFacets = Static<typeof TeamFacets>;
