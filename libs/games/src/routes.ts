// The games lib's routes as declarations: each page's chunk, the queries it shows on first render (fetched on the
// server and dehydrated into the page; the pages' useQuery reads the same queryOptions factories), its head and its
// sitemap URLs. Scores pages render the range in their URL (today by default); an empty range also fetches the
// nearest days with games, which the page offers, and /scores with no date in its URL then the latest week with
// games, which it shows instead.
import { keepPreviousData } from '@tanstack/react-query';
import {
  championshipQueries,
  declareRoute,
  gameQueries,
  refetchIntervals,
  seasonQueries,
  standingQueries,
  type EnsureQuery,
} from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { paths, readParams, scoresParams, standingsParams } from '@trophy-room/routes';
import { formatDay } from '@trophy-room/domain';
import type { DayRange } from './shared/date-range';
import { latestWeekInstead, opensOnLatestWeek, rangeOf, seasonScores } from './shared/scores-view';
import { formatRange } from './shared/dates';
import { fixturesFilters, fixturesSport } from './fixtures-filters';
import { gameHead } from './game/game-head';
import { sportName } from './shared/sports';
import { standingsTablesQuery } from './standings/standings-tables-query';

async function rangeData(query: EnsureQuery, filters: SiteFilterParams, range: DayRange, lookBack = false) {
  const games = await query(gameQueries.range(filters, range));
  if (games.length > 0) return;
  const week = latestWeekInstead(games, await query(gameQueries.dates(filters, range)));
  if (lookBack && week) await query(gameQueries.range(filters, week));
}

const chosenSeason = (search: URLSearchParams) => readParams(scoresParams, search).season;

export const scoresRoute = declareRoute({
  page: () => import('./scores/scores-page'),
  data: import.meta.env.SSR
    ? async ({ search, filters, query }) => {
        const season = chosenSeason(search);
        const view = seasonScores(
          search,
          filters,
          season ? await query(seasonQueries.ofYear(filters, season)) : [],
        );
        await rangeData(query, view.filters, view.range, opensOnLatestWeek(search));
      }
    : undefined,
  season: {
    shown: ({ search }) => chosenSeason(search) || null,
    href: (season) => paths.scores({ season }),
  },
  head: ({ search, site, filters, get }) => {
    const season = chosenSeason(search);
    const view = seasonScores(
      search,
      filters,
      season ? get(seasonQueries.ofYear(filters, season).queryKey) : [],
    );
    const week = opensOnLatestWeek(search)
      ? latestWeekInstead(
          get(gameQueries.range(view.filters, view.range).queryKey),
          get(gameQueries.dates(view.filters, view.range).queryKey),
        )
      : null;
    const r = week ?? view.range;
    return {
      title: `Scores, ${formatRange(r.from, r.to)}`,
      description: `Every game on ${site.name} for ${formatRange(r.from, r.to)}: final scores, schedules and championship games.`,
    };
  },
});

export const fixturesRoute = declareRoute({
  page: () => import('./fixtures/fixtures-page'),
  data: import.meta.env.SSR
    ? ({ params, search, filters, query }) =>
        rangeData(query, fixturesFilters(filters, params.sport), rangeOf(search, fixturesSport(params.sport)))
    : undefined,
  head: ({ params, search, site, filters }) => {
    const sport = fixturesSport(params.sport);
    if (!sport || (filters.sport__slug && filters.sport__slug !== sport)) return { title: 'Sport Not Found' };
    const r = rangeOf(search, sport);
    return {
      title: `${sportName(sport)} fixtures, ${formatRange(r.from, r.to)}`,
      description: `${sportName(sport)} games on ${site.name} for ${formatRange(r.from, r.to)}.`,
    };
  },
  sitemap: import.meta.env.SSR
    ? async ({ site }) =>
        (site.sport ? [site.sport] : (['football', 'basketball', 'baseball', 'hockey'] as const)).map((s) =>
          paths.fixtures(s),
        )
    : undefined,
});

export const gameRoute = declareRoute({
  page: () => import('./game/game-detail-page'),
  // A live game refreshes every 30 s.
  queries: ({ params, filters }) => ({
    game: {
      ...gameQueries.detail(filters, params.id ?? ''),
      refetchInterval: (q: { state: { data?: { status: string } } }) =>
        q.state.data?.status === 'live' ? refetchIntervals.live : false,
    },
  }),
  head: gameHead,
  // One URL per game would be half a million URLs (a sitemap holds 50,000): the sitemap lists the championship
  // games, the pages a search for a title game lands on; every other game is reached from /scores by date.
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) => {
        const championships = await query(championshipQueries.list(filters));
        const ids = await Promise.all(
          championships.map((c) => query(gameQueries.championshipIds(filters, c.id))),
        );
        return ids.flat().map((id) => paths.game(id));
      }
    : undefined,
});

/** The season and date of /standings (a date counts only with a season: the API needs the season it belongs to). */
const standingsView = (search: URLSearchParams) => {
  const { season, date } = readParams(standingsParams, search);
  return { season, date: season ? date : '' };
};

export const standingsRoute = declareRoute({
  page: () => import('./standings/standings-page'),
  // A season chosen in the shell's picker: that season's tables (the sport filter kept; division, conference, date
  // and page start over).
  season: {
    shown: ({ search }) => readParams(standingsParams, search).season || null,
    href: (season, { search }) =>
      paths.standings({ sport: readParams(standingsParams, search).sport, season }),
  },
  // The seasons the selector offers and the URL's page of tables: while the next page loads, the last one stays on
  // screen; the latest tables are the current ones, refreshed in the background (the dynamic cache class).
  queries: ({ search, filters }) => {
    const params = readParams(standingsParams, search);
    return {
      years: standingQueries.years(filters),
      tables: {
        ...standingsTablesQuery(filters, params),
        placeholderData: keepPreviousData,
        refetchInterval: params.season === 0 ? refetchIntervals.standings : false,
      },
    };
  },
  head: ({ search, site }) => {
    const { season, date } = standingsView(search);
    const what =
      season === 0
        ? 'the latest season'
        : date
          ? `the ${season} season on ${formatDay(date)}`
          : `the ${season} season`;
    return {
      title: season === 0 ? 'Standings' : `Standings, ${season}${date ? ` on ${formatDay(date)}` : ''}`,
      description: `Standings of ${what} on ${site.name}: records, games behind, streaks and playoff places.`,
    };
  },
});
