// Championships, their results (one per edition), statistics, champions and seasons.
import { Type, type Static } from '@sinclair/typebox';
import { pageProperties, SearchParam, siteFilterProperties, YearParam } from './common';
import { LeagueRef, LevelRef, SportRef } from './core';
import { Bool, Int, NInt, NStr, Nullable, Obj, Str } from './schema';

const scopeRefs = { sport: SportRef, level: LevelRef, league: LeagueRef };

export const Championship = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  official_name: NStr(),
  description: NStr(),
  trophy_name: NStr(),
  first_year: NInt({
    description: 'Title year of its first edition (season year, or end year for basketball and hockey).',
  }),
  last_year: NInt({
    description:
      'Empty (null) while the championship is still contested; else the title year of its last edition.',
  }),
  format: NStr(),
  ...scopeRefs,
  editions_count: Int({ minimum: 0, description: 'Editions recorded in the dataset.' }),
  ended_note: NStr({
    description: 'A discontinued championship: when and why it ended (null while contested).',
  }),
  /** The championship that succeeded a discontinued one. */
  successor: Nullable(Obj({ slug: Str(), name: Str() })),
  missing_note: NStr({
    description: 'Which recent final is not in the data, and why (null when none is missing).',
  }),
  data_as_of: NStr({
    description:
      "yyyy-MM-dd: the latest date the league's data reaches (its newest final game or championship final).",
  }),
});
export type Championship = Static<typeof Championship>;

export const ChampionshipListParams = Obj({
  ...siteFilterProperties,
  ...pageProperties,
  search: Type.Optional(SearchParam('Case-insensitive substring of the championship or sport name')),
});
export type ChampionshipListParams = Static<typeof ChampionshipListParams>;

/** A championship's results and games: paged, optionally one season (start year). */
export const ChampionshipResultsParams = Obj({ ...siteFilterProperties, ...pageProperties });
export type ChampionshipResultsParams = Static<typeof ChampionshipResultsParams>;

/** A team side of a result; null when the team is not in the dataset's team table (then read *_name). */
export const ResultTeam = Obj({ id: Int(), slug: Str(), name: Str(), city: NStr(), abbreviation: NStr() });
export type ResultTeam = Static<typeof ResultTeam>;

/** One edition of a championship (a final game or series). */
export const ChampionshipResult = Obj({
  id: Int(),
  championship: Obj({ id: Int(), slug: Str(), name: Str() }),
  year: Int({
    description: "The season's start year (NFL 2023 season → Super Bowl LVIII in Feb 2024 → year 2023).",
  }),
  title_year: Int({
    description:
      "The title's label: the season's year (football, baseball) or the year it ends (basketball, hockey).",
  }),
  edition: NStr({ description: 'Edition label, e.g. "LVIII" or "2024".' }),
  season: Obj({ id: NInt(), slug: NStr(), name: NStr(), start_year: Int(), end_year: NInt() }),
  winner: Nullable(ResultTeam),
  winner_name: NStr({ description: 'Null only for an edition that was not awarded (see notes).' }),
  runner_up: Nullable(ResultTeam),
  runner_up_name: NStr(),
  winner_score: NInt({
    description:
      "The final game's score; for a series (series_result), its deciding game's where the sources give it (the College World Series finals), else null.",
  }),
  runner_up_score: NInt(),
  series_result: NStr({ description: 'Series result such as "4-2"; null for single games.' }),
  overtime: NStr(),
  game_date: NStr(),
  venue: Nullable(Obj({ id: NInt(), name: NStr(), city: NStr(), state: NStr() })),
  mvp: NStr(),
  mvp_slug: NStr({ description: "The MVP's player slug (/players/{slug}) when the player is in the data." }),
  coach: NStr(),
  record: NStr(),
  notes: NStr(),
  era_note: Type.Optional(
    NStr({
      description: 'Set on a title won before the league existed, e.g. "Before the NHL (challenge era)".',
    }),
  ),
  vacated_note: Type.Optional(
    NStr({
      description:
        'Set when the title was vacated (e.g. by the NCAA): shown with the note and not counted as a title.',
    }),
  ),
});
export type ChampionshipResult = Static<typeof ChampionshipResult>;

export const ChampionshipStats = Obj({
  total_games: Int({ minimum: 0, description: 'Editions recorded (finals played).' }),
  team_championships: Type.Array(
    Obj({ team__name: Str(), team__slug: NStr(), team_id: NInt(), championships_won: Int({ minimum: 1 }) }),
    { description: 'Titles per team, most first.' },
  ),
  longest_streak: Nullable(Obj({ team: Str(), years: Int(), start_year: Int(), end_year: Int() })),
  highest_score: NInt({
    description: 'Most points by one side in a single-game final; null for series-only championships.',
  }),
  highest_score_game: Nullable(Obj({ year: Int(), title_year: Int(), team: Str(), score: Str() })),
  total_teams: Int({ minimum: 0, description: 'Distinct teams that have appeared in a final.' }),
  total_champions: Int({ minimum: 0, description: 'Distinct champions.' }),
});
export type ChampionshipStats = Static<typeof ChampionshipStats>;

/** A champion (one title), as the champions and history screens read it. */
export const Champion = Obj({
  id: Int(),
  year: Int({ description: 'Season start year.' }),
  title_year: Int({
    description:
      "The title's label: the season's year (football, baseball) or the year it ends (basketball, hockey).",
  }),
  game_date: NStr({
    description: 'yyyy-MM-dd of the final (null for titles without one, e.g. poll champions).',
  }),
  team_id: NInt(),
  team_slug: NStr(),
  team_city: NStr(),
  team_name: Str(),
  team_abbreviation: NStr(),
  championship_id: Int(),
  championship_slug: Str(),
  championship_name: Str(),
  record: NStr({ description: 'Regular-season record, e.g. "14-3".' }),
  coach: NStr(),
  season_id: NInt(),
  season_name: NStr(),
  opponent: NStr(),
  score: NStr({ description: '"25-22" for a game, "4-2" for a series.' }),
  era_note: Type.Optional(
    NStr({
      description: 'Set on a title won before the league existed, e.g. "Before the NHL (challenge era)".',
    }),
  ),
  ...scopeRefs,
});
export type Champion = Static<typeof Champion>;

export const ChampionsParams = Obj({
  ...siteFilterProperties,
  season__start_year: Type.Optional(YearParam('Season start year (same as season)')),
});
export type ChampionsParams = Static<typeof ChampionsParams>;

/** What the home page shows of the champions: their number, the latest year's first titles, the leading franchise. */
export const ChampionsSummaryParams = Obj({
  ...siteFilterProperties,
  year: Type.Optional(
    YearParam(
      'Title year whose titles `recent` lists (the latest earlier year with titles when it has none); default: the latest title year',
    ),
  ),
});
export type ChampionsSummaryParams = Static<typeof ChampionsSummaryParams>;

export const ChampionsSummary = Obj({
  count: Int({ minimum: 0, description: 'Champions (titles) the site holds.' }),
  latest_title_year: NInt({ description: 'The latest title year; null without champions.' }),
  most_titles: Nullable(
    Obj(
      { team: Str(), titles: Int({ minimum: 1 }) },
      {
        description:
          'The franchise with the most titles (once per season of a league), under the name of its newest title.',
      },
    ),
  ),
  recent: Nullable(
    Obj(
      { year: Int(), champions: Type.Array(Champion) },
      { description: 'The first 5 champions of `year`; null without champions up to it.' },
    ),
  ),
});
export type ChampionsSummary = Static<typeof ChampionsSummary>;

/** The seasons a site has data for (the season picker's options) and its current season: the latest of them. */
export const SeasonYears = Obj({
  current: NInt({ description: 'The latest season start year with data; null when there is none.' }),
  years: Type.Array(Int(), { description: 'Every season start year with data, newest first.' }),
});
export type SeasonYears = Static<typeof SeasonYears>;

export const Season = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  start_year: Int(),
  end_year: NInt(),
  sport: SportRef,
  league: Str({ description: 'League name, e.g. "National Football League".' }),
  league_slug: Str(),
  league_abbreviation: Str(),
  level: Str({ description: 'Level name, e.g. "Professional".' }),
  level_slug: Str(),
  champion: Nullable(
    Obj({ team_id: Int(), team_slug: Str(), team_name: Str(), team_city: NStr(), team_abbreviation: NStr() }),
  ),
  regular_season_start: NStr(),
  regular_season_end: NStr(),
  playoffs_start: NStr(),
  playoffs_end: NStr(),
  start_date: NStr(),
  end_date: NStr(),
  teams_count: NInt(),
  games_count: NInt(),
  championship: NStr({ description: 'Name of the championship decided in this season, if any.' }),
  playoffs_format: NStr(),
  regular_season_games: NInt(),
  is_active: Bool(),
});
export type Season = Static<typeof Season>;

export const SeasonListParams = Obj({ ...siteFilterProperties, ...pageProperties });
export type SeasonListParams = Static<typeof SeasonListParams>;
