// Every API path once, with its cache class: the API registers its routes on these and sends each class as
// Cache-Control, the client calls them and keeps their answers as long, mock handlers answer them. `endpoints`
// (endpoints.ts) adds each one's schemas. (No schema here, so a bundle that only needs paths does not carry them.)
import type { EndpointCache } from './cache-classes';

export * from './cache-classes';

export interface ApiRoute {
  path: `/api/${string}/`;
  /** How long its answers stay fresh: a class, or a rule that picks one from the query (cache-classes.ts). */
  cache: EndpointCache;
}

export const apiRoutes = {
  sports: { path: '/api/core/sports/', cache: 'static' },
  sources: { path: '/api/core/sources/', cache: 'static' },
  coverage: { path: '/api/core/coverage/', cache: 'static' },
  dataQuality: { path: '/api/core/data-quality/', cache: 'semiStatic' },
  dataQualityRun: { path: '/api/core/data-quality/run/', cache: 'realtime' },
  dataQualityFigures: { path: '/api/core/data-quality/figures/', cache: 'semiStatic' },
  dataQualityDisagreements: { path: '/api/core/data-quality/disagreements/', cache: 'semiStatic' },
  dataFiles: { path: '/api/core/data-files/', cache: 'static' },
  analytics: { path: '/api/core/analytics/', cache: 'semiStatic' },

  championships: { path: '/api/championships/championships/', cache: 'static' },
  championship: { path: '/api/championships/championships/:key/', cache: 'static' },
  championshipResults: { path: '/api/championships/championships/:key/champions/', cache: 'static' },
  championshipStats: { path: '/api/championships/championships/:key/stats/', cache: 'static' },
  championshipGames: { path: '/api/championships/championships/:key/games/', cache: 'static' },
  champions: { path: '/api/championships/champions/', cache: 'static' },
  championsSummary: { path: '/api/championships/champions/summary/', cache: 'static' },
  seasons: { path: '/api/championships/seasons/', cache: 'semiStatic' },
  seasonYears: { path: '/api/championships/season-years/', cache: 'static' },
  seasonBracket: { path: '/api/championships/seasons/:key/bracket/', cache: 'static' },

  teams: { path: '/api/teams/teams/', cache: 'semiStatic' },
  teamFacets: { path: '/api/teams/facets/', cache: 'semiStatic' },
  teamSeasonYears: { path: '/api/teams/season-years/', cache: 'semiStatic' },
  team: { path: '/api/teams/teams/:key/', cache: 'semiStatic' },
  teamChampionships: { path: '/api/teams/teams/:key/championships/', cache: 'semiStatic' },
  teamSeasons: { path: '/api/teams/teams/:key/seasons/', cache: 'semiStatic' },
  teamRoster: { path: '/api/teams/teams/:key/roster/', cache: 'semiStatic' },
  teamSchedule: { path: '/api/teams/teams/:key/schedule/', cache: 'semiStatic' },
  teamStats: { path: '/api/teams/teams/:key/stats/', cache: 'semiStatic' },
  teamSeasonSummary: { path: '/api/teams/teams/:key/season-summary/', cache: 'semiStatic' },
  teamOpponents: { path: '/api/teams/teams/:key/opponents/', cache: 'semiStatic' },
  headToHead: { path: '/api/teams/head-to-head/', cache: 'semiStatic' },

  games: { path: '/api/games/games/', cache: 'dynamic' },
  gamesToday: { path: '/api/games/games/today/', cache: 'realtime' },
  gamesLive: { path: '/api/games/games/live/', cache: 'realtime' },
  gamesRecent: { path: '/api/games/games/recent/', cache: 'dynamic' },
  gamesUpcoming: { path: '/api/games/games/upcoming/', cache: 'dynamic' },
  gameDates: { path: '/api/games/games/nearest_dates/', cache: 'semiStatic' },
  game: { path: '/api/games/games/:key/', cache: 'dynamic' },
  standings: { path: '/api/games/standings/', cache: 'pastOrCurrent' },
  standingsCurrent: { path: '/api/games/standings/current/', cache: 'dynamic' },
  standingsByDivision: { path: '/api/games/standings/by_division/', cache: 'pastOrCurrent' },

  players: { path: '/api/people/players/', cache: 'semiStatic' },
  playersActive: { path: '/api/people/players/active/', cache: 'semiStatic' },
  playersByPosition: { path: '/api/people/players/by_position/', cache: 'semiStatic' },
  playersRookies: { path: '/api/people/players/rookies/', cache: 'semiStatic' },
  playerSlugs: { path: '/api/people/players/slugs/', cache: 'semiStatic' },
  player: { path: '/api/people/players/:key/', cache: 'semiStatic' },
  coaches: { path: '/api/people/coaches/', cache: 'semiStatic' },
  coachesActive: { path: '/api/people/coaches/active/', cache: 'semiStatic' },
  headCoaches: { path: '/api/people/coaches/head_coaches/', cache: 'semiStatic' },
  coachSlugs: { path: '/api/people/coaches/slugs/', cache: 'semiStatic' },
  coach: { path: '/api/people/coaches/:key/', cache: 'semiStatic' },

  search: { path: '/api/search/', cache: 'semiStatic' },

  awards: { path: '/api/awards/awards/', cache: 'semiStatic' },
  award: { path: '/api/awards/awards/:key/', cache: 'semiStatic' },
  awardWinners: { path: '/api/awards/winners/', cache: 'semiStatic' },
  leaders: { path: '/api/leaders/', cache: 'semiStatic' },
  leaderList: { path: '/api/leaders/:key/', cache: 'semiStatic' },
  playerRanks: { path: '/api/leaders/players/:key/', cache: 'semiStatic' },
} as const satisfies Record<string, ApiRoute>;

export type ApiPathName = keyof typeof apiRoutes;

/** The paths alone: apiPaths.team is '/api/teams/teams/:key/'. */
export const apiPaths = /* @__PURE__ */ Object.fromEntries(
  Object.entries(apiRoutes).map(([name, route]) => [name, route.path]),
) as { [N in ApiPathName]: (typeof apiRoutes)[N]['path'] };

/** A path with its `:name` segments filled in (URL-encoded): apiPath(apiPaths.team, { key: 'dallas-cowboys' }). */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`apiPath: missing :${name} for ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}
