// The Teams routes as declarations, shared by the server renderer and the browser: each page's chunk, the queries
// it shows on first render (fetched on the server and dehydrated into the HTML), its head from that data, and the
// sitemap URLs of its pages. A team (or season) the site does not have answers 404 with Team Not Found.
import {
  ApiError,
  declareRoute,
  seasonQueries,
  teamQueries,
  type EnsureQuery,
  type ReadQuery,
  type SeasonChoice,
} from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { paths, teamSeasonParams, readParams } from '@trophy-room/routes';
import { nearestSeason } from '@trophy-room/season-context';
import { borneIdentity, teamSeasonLabel, yearSpan } from './shared/team-format';
import { belongsToSite, hasSeason, parseYear, seasonYears } from './shared/team-scope';
import { directoryData, directoryHead } from './team-directory/directory-query';

const notFound = () => new ApiError(404, 'Team not found.');

/** The team, its seasons and titles; a 404 when the site does not hold the team (or the season). */
async function teamData(query: EnsureQuery, filters: SiteFilterParams, slug: string, rawYear?: string) {
  const [team, seasons, titles, { current }] = await Promise.all([
    query(teamQueries.detail(filters, slug)),
    query(teamQueries.seasons(slug)),
    query(teamQueries.championships(slug)),
    query(seasonQueries.years(filters)),
  ]);
  if (!belongsToSite(team, filters)) throw notFound();
  if (rawYear === undefined) return;
  const year = parseYear(rawYear);
  if (year === null || !hasSeason(team, seasons, titles, year, current ?? year)) throw notFound();
  return year;
}

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
  data: import.meta.env.SSR ? directoryData : undefined,
  head: directoryHead,
});

export const teamRoute = declareRoute({
  page: () => import('./team-detail/franchise-page'),
  data: import.meta.env.SSR
    ? ({ params, filters, query }) => teamData(query, filters, params.slug ?? '')
    : undefined,
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
  data: import.meta.env.SSR
    ? async ({ params, search, filters, site, query }) => {
        const slug = params.slug ?? '';
        const year = await teamData(query, filters, slug, params.year ?? '');
        if (year === undefined) return;
        const { tab } = readParams(teamSeasonParams, search);
        const players = !site.sourcesLack.includes('players');
        await Promise.all([
          query(teamQueries.stats(slug, year)),
          (tab === 'roster' || tab === 'stats') && players && query(teamQueries.roster(slug, year)),
          tab === 'schedule' && query(teamQueries.schedule(slug, year)),
          (tab === 'overview' || tab === 'schedule' || (tab === 'roster' && !players)) &&
            query(teamQueries.seasonSummary(slug, year)),
        ]);
      }
    : undefined,
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
