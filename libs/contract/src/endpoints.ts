// The endpoint table: for every API path (with its cache class, from apiRoutes), the query parameters, path
// parameters and the 200 answer it gives. The API registers each route with these schemas (validation,
// serialization, OpenAPI) and its class; the client derives its calls and their types from it; the contract test
// calls every one and checks the answer against `response`.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { apiRoutes, type ApiPathName, type ApiRoute, type EndpointCache } from './api-paths';
import {
  Champion,
  ChampionsParams,
  ChampionsSummary,
  ChampionsSummaryParams,
  Championship,
  ChampionshipListParams,
  ChampionshipResult,
  ChampionshipResultsParams,
  ChampionshipStats,
  Season,
  SeasonListParams,
  SeasonYears,
} from './championships';
import { Bracket } from './brackets';
import {
  DataEnvelope,
  KeyPathParams,
  ListParams,
  Paginated,
  SiteFilterParams,
  Slug,
  SlugListParams,
} from './common';
import { Coverage, Source, SportWithLeagues } from './core';
import { DataQualityFigures, DataQualityReport, Disagreement, DisagreementParams } from './quality';
import { DataCatalogue } from './data-files';
import { AnalyticsFigures, AnalyticsParams } from './analytics';
import {
  Game,
  GameDates,
  GameDatesParams,
  GameDetail,
  GameListParams,
  RelativeGameListParams,
  Standing,
  StandingsByDivisionParams,
  StandingsParams,
} from './games';
import {
  Coach,
  CoachDetail,
  CoachListParams,
  Player,
  PlayerDetail,
  PlayerListParams,
  PlayersByPositionParams,
} from './people';
import { HeadToHead, HeadToHeadParams, Opponent } from './head-to-head';
import { SearchParams, SearchResponse } from './search';
import { AwardDetail, AwardListParams, AwardSummary, AwardWinner, AwardWinnersParams } from './awards';
import { LeaderCatalogParams, LeaderLeague, LeaderList, LeaderParams, PlayerRank } from './leaders';
import {
  RosterEntry,
  ScheduleGame,
  Team,
  TeamChampionship,
  TeamFacets,
  TeamListParams,
  TeamSeason,
  TeamSeasonSummary,
  TeamSeasonYears,
  TeamStats,
  TeamYearParams,
} from './teams';

export interface Endpoint<
  Q extends TSchema = TSchema,
  P extends TSchema = TSchema,
  R extends TSchema = TSchema,
> {
  path: string;
  /** Its cache class, or the rule that picks one per request (cacheClassOf). */
  cache: EndpointCache;
  querystring: Q;
  /** Only for paths with `:key`. */
  params?: P;
  response: R;
}

const list = <A extends ApiRoute, Q extends TSchema, R extends TSchema>(
  route: A,
  querystring: Q,
  item: R,
) => ({
  ...route,
  querystring,
  response: Paginated(item),
});
const detail = <A extends ApiRoute, Q extends TSchema, R extends TSchema>(
  route: A,
  querystring: Q,
  response: R,
) => ({ ...route, querystring, params: KeyPathParams, response });
const p = apiRoutes;

export const endpoints = {
  sports: list(p.sports, SiteFilterParams, SportWithLeagues),
  sources: list(p.sources, ListParams, Source),
  coverage: { ...p.coverage, querystring: SiteFilterParams, response: DataEnvelope(Coverage) },
  dataQuality: {
    ...p.dataQuality,
    querystring: SiteFilterParams,
    response: DataEnvelope(DataQualityReport),
  },
  dataQualityRun: {
    ...p.dataQualityRun,
    querystring: SiteFilterParams,
    response: DataEnvelope(DataQualityReport),
  },
  dataQualityFigures: {
    ...p.dataQualityFigures,
    querystring: SiteFilterParams,
    response: DataEnvelope(DataQualityFigures),
  },
  dataQualityDisagreements: {
    ...p.dataQualityDisagreements,
    querystring: DisagreementParams,
    response: Paginated(Disagreement),
  },
  dataFiles: { ...p.dataFiles, querystring: SiteFilterParams, response: DataEnvelope(DataCatalogue) },
  analytics: { ...p.analytics, querystring: AnalyticsParams, response: DataEnvelope(AnalyticsFigures) },

  championships: list(p.championships, ChampionshipListParams, Championship),
  championship: detail(p.championship, SiteFilterParams, Championship),
  championshipResults: detail(
    p.championshipResults,
    ChampionshipResultsParams,
    Paginated(ChampionshipResult),
  ),
  championshipStats: detail(p.championshipStats, SiteFilterParams, ChampionshipStats),
  championshipGames: detail(p.championshipGames, ChampionshipResultsParams, Paginated(Game)),
  champions: {
    ...p.champions,
    querystring: ChampionsParams,
    response: DataEnvelope(Type.Array(Champion)),
  },
  championsSummary: {
    ...p.championsSummary,
    querystring: ChampionsSummaryParams,
    response: DataEnvelope(ChampionsSummary),
  },
  seasons: list(p.seasons, SeasonListParams, Season),
  seasonYears: { ...p.seasonYears, querystring: SiteFilterParams, response: DataEnvelope(SeasonYears) },
  seasonBracket: detail(p.seasonBracket, SiteFilterParams, Bracket),

  teams: list(p.teams, TeamListParams, Team),
  teamFacets: { ...p.teamFacets, querystring: SiteFilterParams, response: DataEnvelope(TeamFacets) },
  teamSeasonYears: {
    ...p.teamSeasonYears,
    querystring: SiteFilterParams,
    response: DataEnvelope(Type.Array(TeamSeasonYears)),
  },
  team: detail(p.team, SiteFilterParams, Team),
  teamChampionships: detail(
    p.teamChampionships,
    SiteFilterParams,
    DataEnvelope(Type.Array(TeamChampionship)),
  ),
  teamSeasons: detail(p.teamSeasons, SiteFilterParams, DataEnvelope(Type.Array(TeamSeason))),
  teamRoster: detail(p.teamRoster, TeamYearParams, DataEnvelope(Type.Array(RosterEntry))),
  teamSchedule: detail(p.teamSchedule, TeamYearParams, DataEnvelope(Type.Array(ScheduleGame))),
  teamStats: detail(p.teamStats, TeamYearParams, DataEnvelope(TeamStats)),
  teamSeasonSummary: detail(p.teamSeasonSummary, TeamYearParams, DataEnvelope(TeamSeasonSummary)),
  teamOpponents: detail(p.teamOpponents, SiteFilterParams, DataEnvelope(Type.Array(Opponent))),
  headToHead: { ...p.headToHead, querystring: HeadToHeadParams, response: DataEnvelope(HeadToHead) },

  games: list(p.games, GameListParams, Game),
  gamesToday: list(p.gamesToday, RelativeGameListParams, Game),
  gamesLive: list(p.gamesLive, RelativeGameListParams, Game),
  gamesRecent: list(p.gamesRecent, RelativeGameListParams, Game),
  gamesUpcoming: list(p.gamesUpcoming, RelativeGameListParams, Game),
  gameDates: { ...p.gameDates, querystring: GameDatesParams, response: GameDates },
  game: detail(p.game, SiteFilterParams, GameDetail),
  standings: list(p.standings, StandingsParams, Standing),
  standingsCurrent: list(p.standingsCurrent, StandingsParams, Standing),
  standingsByDivision: list(p.standingsByDivision, StandingsByDivisionParams, Standing),

  players: list(p.players, PlayerListParams, Player),
  playersActive: list(p.playersActive, PlayerListParams, Player),
  playersByPosition: list(p.playersByPosition, PlayersByPositionParams, Player),
  playersRookies: list(p.playersRookies, PlayerListParams, Player),
  playerSlugs: list(p.playerSlugs, SlugListParams, Slug),
  player: detail(p.player, SiteFilterParams, PlayerDetail),
  coaches: list(p.coaches, CoachListParams, Coach),
  coachesActive: list(p.coachesActive, CoachListParams, Coach),
  headCoaches: list(p.headCoaches, CoachListParams, Coach),
  coachSlugs: list(p.coachSlugs, SlugListParams, Slug),
  coach: detail(p.coach, SiteFilterParams, CoachDetail),

  search: { ...p.search, querystring: SearchParams, response: SearchResponse },

  awards: { ...p.awards, querystring: AwardListParams, response: DataEnvelope(Type.Array(AwardSummary)) },
  award: detail(p.award, SiteFilterParams, DataEnvelope(AwardDetail)),
  awardWinners: {
    ...p.awardWinners,
    querystring: AwardWinnersParams,
    response: DataEnvelope(Type.Array(AwardWinner)),
  },
  leaders: {
    ...p.leaders,
    querystring: LeaderCatalogParams,
    response: DataEnvelope(Type.Array(LeaderLeague)),
  },
  leaderList: detail(p.leaderList, LeaderParams, DataEnvelope(LeaderList)),
  playerRanks: detail(p.playerRanks, SiteFilterParams, DataEnvelope(Type.Array(PlayerRank))),
} satisfies Record<ApiPathName, Endpoint>;

export type Endpoints = typeof endpoints;
/** The query parameters an endpoint accepts. */
export type QueryOf<E extends Endpoint> = Static<E['querystring']>;
/** The body of an endpoint's 200 answer. */
export type ResponseOf<E extends Endpoint> = Static<E['response']>;
