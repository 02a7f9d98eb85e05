// Which tab a season page opens, and the queries that tab shows: the route declares them (the server fetches them
// into the page) and the tabs read them by name, both deciding the open tab with the one function here. Kept apart
// from the tabs' components: the routes, in every page's first load, import it.
import { coreQueries, deferred, teamQueries, type RouteContext } from '@trophy-room/api-client';
import { readParams, teamSeasonParams, TEAM_TABS } from '@trophy-room/routes';
import type { SiteConfig } from '@trophy-room/site-theme';

export type Tab = (typeof TEAM_TABS)[number];

/** The site's tabs: no Roster where the sources hold no players (the college sites), it could only say so. */
export const seasonTabs = (site: Pick<SiteConfig, 'sourcesLack'>): readonly Tab[] =>
  site.sourcesLack.includes('players') ? TEAM_TABS.filter((t) => t !== 'roster') : TEAM_TABS;

/** The tab the URL asks for, or Overview when the site's page has no such tab. */
export const openTab = (asked: Tab, site: Pick<SiteConfig, 'sourcesLack'>): Tab =>
  seasonTabs(site).includes(asked) ? asked : 'overview';

/**
 * The open tab's queries for the team's season: the overview and the schedule show the season's totals (summary),
 * the roster and the stats the players' lines (roster), the schedule its games and the seasons the league's games
 * are held for (an empty schedule says whether this season lies beyond them). The page does not wait for them
 * (each tab shows its own spinner); the coverage is a note the schedule can do without.
 */
export function tabQueries({ params, search, site, filters }: RouteContext, year: number | null) {
  const slug = params.slug ?? '';
  const tab = openTab(readParams(teamSeasonParams, search).tab, site);
  const players = !site.sourcesLack.includes('players');
  // A year that is none has no tabs (the page is Not Found).
  const ask = <O>(when: boolean, options: (year: number) => O) =>
    year !== null && when ? options(year) : undefined;
  return {
    roster: ask(players && (tab === 'roster' || tab === 'stats'), (y) =>
      deferred(teamQueries.roster(slug, y)),
    ),
    schedule: ask(tab === 'schedule', (y) => deferred(teamQueries.schedule(slug, y))),
    coverage: ask(tab === 'schedule', () => deferred(coreQueries.coverage(filters), { mayFail: true })),
    summary: ask(tab === 'overview' || tab === 'schedule', (y) =>
      deferred(teamQueries.seasonSummary(slug, y)),
    ),
  };
}
