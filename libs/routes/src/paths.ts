// Typed builders for every route: the only place a URL of the sites is spelled (with ./patterns).
import {
  championshipParams,
  championshipsParams,
  championsParams,
  coachesParams,
  analyticsParams,
  dataQualityParams,
  featuresParams,
  headToHeadParams,
  leadersParams,
  playersParams,
  scoresParams,
  searchParams,
  seasonsParams,
  standingsParams,
  teamParams,
  teamSeasonParams,
  teamsParams,
} from './list-params';
import { awardParams, awardsParams } from './award-params';
import { fillPattern, routePatterns as r } from './patterns';
import { queryString, type ParamValues } from './search-params';

type Id = string | number;
type Query<S extends Parameters<typeof queryString>[0]> = Partial<ParamValues<S>>;

export const paths = {
  home: () => r.home,
  championships: (q?: Query<typeof championshipsParams>) =>
    r.championships + queryString(championshipsParams, q),
  championship: (slug: string, q?: Query<typeof championshipParams>) =>
    fillPattern(r.championship, { slug }) + queryString(championshipParams, q),
  champions: (q?: Query<typeof championsParams>) => r.champions + queryString(championsParams, q),
  seasons: (q?: Query<typeof seasonsParams>) => r.seasons + queryString(seasonsParams, q),
  season: (slug: Id) => fillPattern(r.season, { slug }),
  /** A season's postseason bracket. */
  seasonPlayoffs: (slug: Id) => fillPattern(r.seasonPlayoffs, { slug }),
  teams: (q?: Query<typeof teamsParams>) => r.teams + queryString(teamsParams, q),
  /** A team, or with a year its season (/teams/{slug}/{year}). */
  team: (slug: Id, year?: number, q?: Query<typeof teamParams> & Query<typeof teamSeasonParams>) =>
    year === undefined
      ? fillPattern(r.team, { slug }) + queryString(teamParams, q)
      : fillPattern(r.teamSeason, { slug, year }) + queryString(teamSeasonParams, q),
  scores: (q?: Query<typeof scoresParams>) => r.scores + queryString(scoresParams, q),
  game: (id: Id) => fillPattern(r.game, { id }),
  fixtures: (sport: string, q?: Query<typeof scoresParams>) =>
    fillPattern(r.fixtures, { sport }) + queryString(scoresParams, q),
  standings: (q?: Query<typeof standingsParams>) => r.standings + queryString(standingsParams, q),
  players: (q?: Query<typeof playersParams>) => r.players + queryString(playersParams, q),
  player: (slug: Id) => fillPattern(r.player, { slug }),
  coaches: (q?: Query<typeof coachesParams>) => r.coaches + queryString(coachesParams, q),
  coach: (slug: Id) => fillPattern(r.coach, { slug }),
  analytics: (q?: Query<typeof analyticsParams>) => r.analytics + queryString(analyticsParams, q),
  dataQuality: (q?: Query<typeof dataQualityParams>) => r.dataQuality + queryString(dataQualityParams, q),
  features: (q?: Query<typeof featuresParams>) => r.features + queryString(featuresParams, q),
  debug: () => r.debug,
  search: (q?: Query<typeof searchParams>) => r.search + queryString(searchParams, q),
  data: () => r.data,
  /** A file of the dataset download (served by the server from data/, not a page). */
  dataFile: (file: string) => `${r.data}/${encodeURIComponent(file)}`,
  /** Two teams of one sport (slugs): their meetings; without them, the picker. */
  headToHead: (q?: Query<typeof headToHeadParams>) => r.headToHead + queryString(headToHeadParams, q),
  awards: (q?: Query<typeof awardsParams>) => r.awards + queryString(awardsParams, q),
  award: (slug: string, q?: Query<typeof awardParams>) =>
    fillPattern(r.award, { slug }) + queryString(awardParams, q),
  /** Leaders: the stats of the site, or with a stat its list (/leaders/{stat}). */
  leaders: (stat?: string, q?: Query<typeof leadersParams>) =>
    (stat === undefined ? r.leaders : fillPattern(r.leaderStat, { stat })) + queryString(leadersParams, q),
} as const;
