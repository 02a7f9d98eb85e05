// Every route of the sites as a react-router pattern: the route table and the builders both read these.
export const routePatterns = {
  home: '/',
  championships: '/championships',
  championship: '/championships/:slug',
  champions: '/champions',
  seasons: '/seasons',
  season: '/seasons/:slug',
  seasonPlayoffs: '/seasons/:slug/playoffs',
  teams: '/teams',
  team: '/teams/:slug',
  teamSeason: '/teams/:slug/:year',
  scores: '/scores',
  game: '/scores/:id',
  // The fixtures screen reads its sport from the path, so a sport's fixtures have a URL of their own.
  fixtures: '/fixtures/:sport',
  standings: '/standings',
  players: '/players',
  player: '/players/:slug',
  coaches: '/coaches',
  coach: '/coaches/:slug',
  analytics: '/analytics',
  dataQuality: '/data-quality',
  features: '/features',
  debug: '/debug',
  search: '/search',
  data: '/data',
  headToHead: '/head-to-head',
  awards: '/awards',
  award: '/awards/:slug',
  leaders: '/leaders',
  leaderStat: '/leaders/:stat',
  notFound: '*',
} as const;

export type RouteName = keyof typeof routePatterns;

/** A pattern with its `:params` filled in (each value URL-encoded). */
export function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Route ${pattern} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
