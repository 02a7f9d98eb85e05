// The games lib's routes as declarations: each page's chunk, the queries it shows on first render (fetched on the
// server and dehydrated into the page; the pages read the same ones by name), its head and its sitemap URLs. Scores
// pages render the range in their URL (today by default); an empty range also fetches the nearest days with games,
// which the page offers, and /scores with no date in its URL then the latest week with games, which it shows instead.
import { keepPreviousData } from '@tanstack/react-query';
import {
  championshipQueries,
  declareRoute,
  gameQueries,
  refetchIntervals,
  seasonQueries,
  standingQueries,
} from '@trophy-room/api-client';
import { paths, readParams, scoresParams, standingsParams } from '@trophy-room/routes';
import { formatDay } from '@trophy-room/domain';
import { latestWeek, rangeQueries } from './shared/scores-queries';
import { scoresView } from './shared/scores-view';
import { formatRange } from './shared/dates';
import { fixturesSport, fixturesView } from './fixtures-filters';
import { gameHead } from './game/game-head';
import { sportName } from './shared/sports';
import { standingsTablesQuery } from './standings/standings-tables-query';

const chosenSeason = (search: URLSearchParams) => readParams(scoresParams, search).season;

export const scoresRoute = declareRoute({
  page: () => import('./scores/scores-page'),
  // A chain, each step asked once the one before has answered: the chosen season's dates (its default range), the
  // range's games, when none its nearest days, and from those the latest week's games.
  queries: (ctx) => {
    const season = chosenSeason(ctx.search);
    const view = scoresView(ctx);
    return {
      seasons: season ? seasonQueries.ofYear(ctx.filters, season) : undefined,
      ...rangeQueries(view.awaitsSeason ? null : view, ctx.get),
    };
  },
  season: {
    shown: ({ search }) => chosenSeason(search) || null,
    href: (season) => paths.scores({ season }),
  },
  head: (ctx) => {
    const view = scoresView(ctx);
    const r = latestWeek(view, ctx.get) ?? view.base;
    return {
      title: `Scores, ${formatRange(r.from, r.to)}`,
      description: `Every game on ${ctx.site.name} for ${formatRange(r.from, r.to)}: final scores, schedules and championship games.`,
    };
  },
});

export const fixturesRoute = declareRoute({
  page: () => import('./fixtures/fixtures-page'),
  queries: (ctx) => rangeQueries(fixturesView(ctx), ctx.get),
  // A sport the site does not have.
  notFound: (_, ctx) => fixturesView(ctx) === null,
  head: (ctx) => {
    const view = fixturesView(ctx);
    const sport = fixturesSport(ctx.params.sport);
    if (!view || !sport) return { title: 'Sport Not Found' };
    const r = view.base;
    return {
      title: `${sportName(sport)} fixtures, ${formatRange(r.from, r.to)}`,
      description: `${sportName(sport)} games on ${ctx.site.name} for ${formatRange(r.from, r.to)}.`,
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
