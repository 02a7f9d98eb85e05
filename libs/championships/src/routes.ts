// The championships lib's routes as declarations: each page's chunk, every query it shows on first render (the
// server fetches them and dehydrates them into the page; the pages read them by name), its head from that data, and
// its sitemap URLs.
import {
  awardQueries,
  championshipQueries,
  declareRoute,
  deferred,
  seasonInUrl,
  seasonQueries,
  standingQueries,
  type ReadQuery,
  type RouteContext,
} from '@trophy-room/api-client';
import type { Season } from '@trophy-room/contract';
import {
  championsParams,
  championshipsParams,
  paths,
  readParams,
  seasonDetailParams,
  seasonsParams,
} from '@trophy-room/routes';
import { categoryOfSport, titleYearOf } from '@trophy-room/domain';
import { nearestSeason } from '@trophy-room/season-context';
import { historyViewQuery } from './champions-history/history-query';
import { seasonScope } from './seasons/season-format';
import { seasonsViewQuery } from './seasons/seasons-query';

export const championshipsRoute = declareRoute({
  page: () => import('./championships-list/championships-page'),
  // The shell's picker is the list's season selector: the championships active in the chosen season.
  season: seasonInUrl(championshipsParams, paths.championships),
  queries: ({ filters }) => ({ list: championshipQueries.list(filters) }),
  head: ({ filters, site, get }) => {
    const list = get(championshipQueries.list(filters).queryKey);
    return {
      title: 'Championships',
      description: list
        ? `All ${list.length} championships on ${site.name}: ${list
            .slice(0, 4)
            .map((c) => c.name)
            .join(', ')}${list.length > 4 ? ' and more' : ''} — with their history and champions.`
        : undefined,
    };
  },
});

export const championshipRoute = declareRoute({
  page: () => import('./championship-detail/championship-detail-page'),
  // The championship, then its records' and champions' own sections (they need its id).
  queries: ({ params, filters, get }) => {
    const championship = championshipQueries.detail(filters, params.slug ?? '');
    const c = get(championship.queryKey);
    return {
      championship,
      results: c && deferred(championshipQueries.results(filters, c.id)),
      stats: c && deferred(championshipQueries.stats(filters, c.id)),
    };
  },
  head: ({ params, filters, get }) => {
    const c = get(championshipQueries.detail(filters, params.slug ?? '').queryKey);
    if (!c) return { title: 'Championship Not Found' };
    const years = (get(championshipQueries.results(filters, c.id).queryKey) ?? []).map(titleYearOf);
    const span = years.length ? ` — champions ${Math.min(...years)}–${Math.max(...years)}` : '';
    return {
      title: `${c.name}${span}`,
      description: `${c.name}: every champion${span ? ` from ${Math.min(...years)} to ${Math.max(...years)}` : ''}, with scores, most titles, the longest streak and the full results table.`,
    };
  },
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) =>
        (await query(championshipQueries.list(filters))).map((c) => paths.championship(c.slug))
    : undefined,
});

export const championsRoute = declareRoute({
  page: () => import('./champions-history/champions-history-page'),
  queries: ({ filters, search, site }) => {
    const { year, sport, page } = readParams(championsParams, search);
    return { view: historyViewQuery(filters, { year, sport, page }, categoryOfSport(site.sport)) };
  },
  head: ({ site }) => ({
    title: 'Championship History',
    description: `Every champion on ${site.name}, year by year.`,
  }),
});

export const seasonsRoute = declareRoute({
  page: () => import('./seasons/seasons-page'),
  season: seasonInUrl(seasonsParams, paths.seasons),
  queries: ({ filters, search }) => ({ view: seasonsViewQuery(filters, readParams(seasonsParams, search)) }),
  head: ({ site }) => ({
    title: 'Seasons',
    description: `Every season on ${site.name} with its champion, dates and format.`,
  }),
});

export const seasonRoute = declareRoute({
  page: () => import('./seasons/season-detail-page'),
  // The season and its league's seasons, not the site's whole list; a slug the site's seasons lack is a 404.
  // The season, then the open tab's own data: the Teams and Standings tabs' tables, the Playoffs tab's bracket, the
  // Awards tab's winners (each tab reads its query by name).
  queries: ({ params, filters, search, get }) => {
    const seasons = seasonQueries.page(filters, params.slug ?? '');
    const s = get(seasons.queryKey)?.season;
    const tab = readParams(seasonDetailParams, search).tab;
    const on = (...tabs: (typeof tab)[]) => s !== null && s !== undefined && tabs.includes(tab);
    return {
      seasons,
      standings:
        s && on('teams', 'standings')
          ? deferred(standingQueries.season(seasonScope(s), s.start_year))
          : undefined,
      bracket: s && on('playoffs') ? deferred(seasonQueries.bracket(s.slug)) : undefined,
      awards:
        s && on('awards')
          ? deferred(awardQueries.seasonWinners(filters, s.league_slug, s.start_year))
          : undefined,
    };
  },
  notFound: ({ seasons }) => !seasons.season,
  // Season pages went by numeric id once: those URLs answer 301 with the readable one.
  moved: ({ seasons: { season: s } }, { params }) =>
    s && params.slug !== s.slug ? paths.season(s.slug) : null,
  // A season page shows its season in the picker; a choice opens the same league's season of that year (or the
  // league's nearest).
  season: {
    shown: (ctx) => shownSeasonPage(ctx)?.start_year ?? null,
    href: (year, ctx) => {
      const league = seasonPageOf(ctx)?.league ?? [];
      const nearest = nearestSeason(
        league.map((x) => x.start_year),
        year,
      );
      const target = league.find((x) => x.start_year === nearest);
      return target ? paths.season(target.slug) : paths.seasons({ season: year });
    },
  },
  head: (ctx) => {
    const s = shownSeasonPage(ctx);
    if (!s) return { title: 'Season Not Found' };
    const champion = s.champion ? `${s.champion.team_name} won the ${s.championship ?? 'title'}. ` : '';
    return {
      title: s.name,
      description: `${s.name}: ${champion}${s.sport.name} · ${s.league}.`,
    };
  },
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) =>
        (await query(seasonQueries.list(filters))).map((s) => paths.season(s.slug))
    : undefined,
});

/** A /seasons/{slug} page's season and its league's seasons, from the query cache. */
const seasonPageOf = ({ params, filters, get }: RouteContext & { get: ReadQuery }) =>
  get(seasonQueries.page(filters, params.slug ?? '').queryKey);

/** The season a /seasons/{slug} page shows. */
function shownSeasonPage(ctx: RouteContext & { get: ReadQuery }): Season | undefined {
  return seasonPageOf(ctx)?.season ?? undefined;
}

export const seasonPlayoffsRoute = declareRoute({
  page: () => import('./brackets/season-playoffs-page'),
  // The season and its bracket; a season unknown or of another site's leagues answers 404.
  queries: ({ params, filters }) => ({
    seasons: seasonQueries.page(filters, params.slug ?? ''),
    bracket: seasonQueries.bracket(params.slug ?? ''),
  }),
  notFound: ({ seasons }) => !seasons.season,
  head: ({ params, get }) => {
    const b = get(seasonQueries.bracket(params.slug ?? '').queryKey);
    if (!b) return { title: 'Season Not Found' };
    const champion = b.champion ? ` ${b.champion.name} won the ${b.competition ?? 'title'}.` : '';
    const what =
      b.layout === 'tree' ? 'the bracket' : b.layout === 'list' ? 'every series' : 'what the data holds';
    return {
      title: `${b.season.name} Playoffs`,
      description: `${b.season.name} postseason: ${what}, round by round, with every result.${champion}`,
    };
  },
  // Every season whose postseason dates are known (the others' pages say what the data lacks).
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) =>
        (await query(seasonQueries.list(filters)))
          .filter((s) => s.playoffs_start || s.playoffs_end)
          .map((s) => paths.seasonPlayoffs(s.slug))
    : undefined,
});
