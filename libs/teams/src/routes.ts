// The Teams routes as declarations, shared by the server renderer and the browser: each page's chunk, the queries
// it shows on first render (fetched on the server and dehydrated into the HTML; the pages read them through
// useRouteData, the directory and the season's tabs through useRouteQueries), its head from that data, and the
// sitemap URLs of its pages. A team (or season) the site does not have answers 404 with Team Not Found, by the one
// rule (notFound) the page applies too.
import {
  declareRoute,
  deferred,
  seasonQueries,
  teamQueries,
  type ReadQuery,
  type RouteContext,
  type SeasonChoice,
} from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { nearestSeason } from '@trophy-room/season-context';
import { borneIdentity, teamSeasonLabel, yearSpan } from './shared/team-format';
import { belongsToSite, hasSeason, parseYear, seasonYears } from './shared/team-scope';
import { directoryHead, directoryQueries } from './team-directory/directory-query';
import { tabQueries } from './team-season/tab-queries';

/** The team, its seasons and titles, and the site's current season: what both team pages show and decide on. */
const teamPageQueries = ({ params, filters }: RouteContext) => {
  const slug = params.slug ?? '';
  return {
    team: teamQueries.detail(filters, slug),
    seasons: teamQueries.seasons(slug),
    titles: teamQueries.championships(slug),
    years: seasonQueries.years(filters),
  };
};

/**
 * The season picker on a team's pages: a choice opens the team's page of that season, or of the nearest season the
 * team has (saying which was asked for); on a season page it shows that season.
 */
const teamSeasonChoice: SeasonChoice = {
  shown: ({ params }) => parseYear(params.year),
  href: (season, { params, get }) => {
    const slug = params.slug ?? '';
    const years = teamYears(get, slug);
    const year = nearestSeason(years, season) ?? season;
    return paths.team(slug, year, year === season ? undefined : { asked: season });
  },
};

const teamYears = (get: ReadQuery, slug: string) =>
  seasonYears(
    get(teamQueries.seasons(slug).queryKey) ?? [],
    get(teamQueries.championships(slug).queryKey) ?? [],
  );

export const teamsRoute = declareRoute({
  page: () => import('./team-directory/teams-page'),
  queries: directoryQueries,
  head: directoryHead,
});

export const teamRoute = declareRoute({
  page: () => import('./team-detail/franchise-page'),
  queries: teamPageQueries,
  // A team of another sport or level is not this site's.
  notFound: ({ team }, { filters }) => !belongsToSite(team, filters),
  season: teamSeasonChoice,
  head: ({ params, filters, get }) => {
    const t = get(teamQueries.detail(filters, params.slug ?? '').queryKey);
    if (!t) return { title: 'Team Not Found' };
    const names =
      t.lineage.length > 1
        ? ` (formerly ${t.lineage
            .slice(0, -1)
            .map((i) => i.name)
            .join(', ')})`
        : '';
    return {
      title: `${t.name} — franchise history, titles and seasons`,
      description: `${t.name}${names}, ${t.sport.name} · ${t.league.name}, ${yearSpan(t.founded_year, t.last_year)}: ${t.championships_won} championships, every season's record, lineage, roster and schedule.`,
    };
  },
  // The same one call as the season pages' (the query cache shares it): every team of the site.
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) =>
        (await query(teamQueries.seasonYears(filters))).map((t) => paths.team(t.slug))
    : undefined,
});

export const teamSeasonRoute = declareRoute({
  page: () => import('./team-season/team-season-page'),
  season: teamSeasonChoice,
  // The header's points (hockey) and park (baseball) come from the stats the Stats tab shares: rendered on the
  // server, but the page does not wait for them when it opens another season in the browser.
  // The open tab's queries too (tab-queries): the server renders that tab, the page shows it as it comes.
  queries: (ctx) => {
    const year = parseYear(ctx.params.year);
    return {
      ...teamPageQueries(ctx),
      stats: year === null ? undefined : deferred(teamQueries.stats(ctx.params.slug ?? '', year)),
      ...tabQueries(ctx, year),
    };
  },
  // A year that is none, a team not of the site, or a season outside the franchise's years.
  notFound: ({ team, seasons, titles, years }, { params, filters }) => {
    const year = parseYear(params.year);
    return (
      year === null ||
      !belongsToSite(team, filters) ||
      !hasSeason(team, seasons, titles, year, years.current ?? year)
    );
  },
  head: ({ params, filters, get }) => {
    const t = get(teamQueries.detail(filters, params.slug ?? '').queryKey);
    const year = parseYear(params.year);
    if (!t || year === null) return { title: 'Team Not Found' };
    const name = borneIdentity(t, year).name;
    const label = teamSeasonLabel(year, t.sport.slug);
    return {
      title: `${label.replace(/ Season$/, '')} ${name} — roster, schedule and stats`,
      description: `The ${label} of the ${name} (${t.league.name}): record, roster, schedule and statistics.`,
    };
  },
  // Every season each team has a record or a title in, from one call.
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) =>
        (await query(teamQueries.seasonYears(filters))).flatMap((t) =>
          t.years.map((y) => paths.team(t.slug, y)).reverse(),
        )
    : undefined,
});
