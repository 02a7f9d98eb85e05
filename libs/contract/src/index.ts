export type { Paginated, DataEnvelope, ApiErrorBody, SiteFilterParams, Sport, RecordLine } from './common';
export type {
  PageParams,
  ListParams,
  SportRef,
  LevelRef,
  LeagueRef,
  League,
  SportWithLeagues,
  TeamRef,
  Venue,
  Source,
  CoverageEntry,
  Coverage,
} from './core';
export type {
  Championship,
  ChampionshipListParams,
  ResultTeam,
  ChampionshipResult,
  ChampionshipStats,
  Champion,
  ChampionsParams,
  Season,
  SeasonListParams,
} from './championships';
export type {
  Team,
  TeamIdentity,
  TeamListParams,
  TeamYearParams,
  TeamChampionship,
  TeamSeason,
  RosterEntry,
  ScheduleGame,
  TeamSeasonRecord,
  TeamStats,
} from './teams';
export type { GameStatus, Game, GameListParams, Standing, StandingsParams, StandingsByDivisionParams } from './games';
export type {
  Person,
  Award,
  PersonTeam,
  CareerStats,
  Player,
  PlayerSeasonLine,
  PlayerDetail,
  PlayerListParams,
  PlayersByPositionParams,
  CoachingRecord,
  CoachingStint,
  Coach,
  CoachListParams,
} from './people';
