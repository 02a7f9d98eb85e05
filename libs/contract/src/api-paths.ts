// Every API path, once: the API registers its routes on these, the client calls them, mock handlers answer them.
// (No schema here, so a bundle that only needs paths does not carry the schemas.)
export const apiPaths = {
  sports: '/api/core/sports/',
  sources: '/api/core/sources/',
  coverage: '/api/core/coverage/',
  dataQuality: '/api/core/data-quality/',
  dataQualityRun: '/api/core/data-quality/run/',
  dataQualityFigures: '/api/core/data-quality/figures/',
  dataQualityDisagreements: '/api/core/data-quality/disagreements/',
  dataFiles: '/api/core/data-files/',
  analytics: '/api/core/analytics/',

  championships: '/api/championships/championships/',
  championship: '/api/championships/championships/:key/',
  championshipResults: '/api/championships/championships/:key/champions/',
  championshipStats: '/api/championships/championships/:key/stats/',
  championshipGames: '/api/championships/championships/:key/games/',
  champions: '/api/championships/champions/',
  championsSummary: '/api/championships/champions/summary/',
  seasons: '/api/championships/seasons/',
  seasonYears: '/api/championships/season-years/',
  seasonBracket: '/api/championships/seasons/:key/bracket/',

  teams: '/api/teams/teams/',
  teamFacets: '/api/teams/facets/',
  teamSeasonYears: '/api/teams/season-years/',
  team: '/api/teams/teams/:key/',
  teamChampionships: '/api/teams/teams/:key/championships/',
  teamSeasons: '/api/teams/teams/:key/seasons/',
  teamRoster: '/api/teams/teams/:key/roster/',
  teamSchedule: '/api/teams/teams/:key/schedule/',
  teamStats: '/api/teams/teams/:key/stats/',
  teamSeasonSummary: '/api/teams/teams/:key/season-summary/',
  teamOpponents: '/api/teams/teams/:key/opponents/',
  headToHead: '/api/teams/head-to-head/',

  games: '/api/games/games/',
  gamesToday: '/api/games/games/today/',
  gamesLive: '/api/games/games/live/',
  gamesRecent: '/api/games/games/recent/',
  gamesUpcoming: '/api/games/games/upcoming/',
  gameDates: '/api/games/games/nearest_dates/',
  game: '/api/games/games/:key/',
  standings: '/api/games/standings/',
  standingsCurrent: '/api/games/standings/current/',
  standingsByDivision: '/api/games/standings/by_division/',

  players: '/api/people/players/',
  playersActive: '/api/people/players/active/',
  playersByPosition: '/api/people/players/by_position/',
  playersRookies: '/api/people/players/rookies/',
  playerSlugs: '/api/people/players/slugs/',
  player: '/api/people/players/:key/',
  coaches: '/api/people/coaches/',
  coachesActive: '/api/people/coaches/active/',
  headCoaches: '/api/people/coaches/head_coaches/',
  coachSlugs: '/api/people/coaches/slugs/',
  coach: '/api/people/coaches/:key/',

  search: '/api/search/',

  awards: '/api/awards/awards/',
  award: '/api/awards/awards/:key/',
  awardWinners: '/api/awards/winners/',
  leaders: '/api/leaders/',
  leaderList: '/api/leaders/:key/',
  playerRanks: '/api/leaders/players/:key/',
} as const;

export type ApiPathName = keyof typeof apiPaths;

/** A path with its `:name` segments filled in (URL-encoded): apiPath(apiPaths.team, { key: 'dallas-cowboys' }). */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`apiPath: missing :${name} for ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}
