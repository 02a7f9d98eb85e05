// /teams/{slug}/{year}: the four tabs (Overview, Roster, Stats, Schedule); the open tab lives in the URL and each
// tab reads its season queries, which the route declares (tab-queries): the overview and the schedule the season's
// totals (summary), the roster and the stats the players' lines (roster).
import type { UseQueryResult } from '@tanstack/react-query';
import { useRouteQueries } from '@trophy-room/api-client';
import type { Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';
import { paths, teamSeasonParams } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { LoadingSpinner, QueryState, Tabs, useUrlState } from '@trophy-room/ui-kit';
import { lazy, Suspense, type ReactNode } from 'react';
import { teamSeasonRoute } from '../routes';
import { OverviewTab } from './overview-tab';
import { StatsTab } from './stats-tab';
import { openTab, seasonTabs, type Tab } from './tab-queries';

// The tables are chunks of their own in the browser, loaded when their tab opens (the page's first load stays
// within its budget); the server renders them at once, and while one loads during hydration React keeps the
// server's HTML on screen. (The browser build drops the server's branch: SSR is a build-time constant.)
const server = import.meta.env.SSR
  ? {
      ...(await import('./roster-tab')),
      ...(await import('./schedule-tab')),
      ...(await import('./season-totals')),
      ...(await import('./player-stats')),
    }
  : null;
const RosterTab = server
  ? server.RosterTab
  : lazy(() => import('./roster-tab').then((m) => ({ default: m.RosterTab })));
const ScheduleTab = server
  ? server.ScheduleTab
  : lazy(() => import('./schedule-tab').then((m) => ({ default: m.ScheduleTab })));
const SeasonTotals = server
  ? server.SeasonTotals
  : lazy(() => import('./season-totals').then((m) => ({ default: m.SeasonTotals })));
const PlayerStats = server
  ? server.PlayerStats
  : lazy(() => import('./player-stats').then((m) => ({ default: m.PlayerStats })));

export interface TeamSeasonTabsProps {
  team: Team;
  year: number;
  season?: TeamSeason;
  titles: TeamChampionship[];
  /** The team's latest season with data (its seasons are newest first). */
  latestYear?: number;
}

/** A tab's content once its query has answered (spinner while loading or not asked yet, retry on failure). */
function loaded<T>(q: UseQueryResult<T> | undefined, label: string, show: (data: T) => ReactNode): ReactNode {
  const spinner = <LoadingSpinner label={`Loading ${label}...`} />;
  return (
    <QueryState query={q} pending={spinner} onRetry={() => void q?.refetch()}>
      {(data) => <Suspense fallback={spinner}>{show(data)}</Suspense>}
    </QueryState>
  );
}

export function TeamSeasonTabs({ team: t, year, season, titles, latestYear }: TeamSeasonTabsProps) {
  const [params, setParams] = useUrlState(teamSeasonParams);
  const site = useSite();
  const players = !site.sourcesLack.includes('players');
  const tabs = seasonTabs(site);
  const tab = openTab(params.tab, site);
  // The open tab's (the others' are undefined until their tab opens) and the header's stats, the Stats tab's too.
  const { stats, roster, schedule, coverage, summary } = useRouteQueries(teamSeasonRoute);
  // The seasons the league's games are held for: an empty schedule says whether this season lies beyond them.
  const gamesHeld = coverage?.data?.leagues
    .find((l) => l.league === t.league.slug)
    ?.tables.find((e) => e.table === 'games');
  const totals = loaded(summary, 'season totals', (s) => (
    <SeasonTotals summary={s} sportSlug={t.sport.slug} />
  ));
  const content: Record<Tab, ReactNode> = {
    overview: (
      <OverviewTab
        team={t}
        year={year}
        season={season}
        titles={titles}
        stats={stats?.data}
        latestYear={latestYear}
        totals={totals}
      />
    ),
    roster: loaded(roster, 'roster', (r) => (
      <RosterTab slug={t.slug} sportSlug={t.sport.slug} year={year} roster={r} titles={titles} />
    )),
    stats: loaded(stats, 'statistics', (s) => (
      <StatsTab
        stats={s}
        sportSlug={t.sport.slug}
        groupName={season?.group_name}
        players={
          players &&
          loaded(roster, 'player statistics', (r) => (
            <PlayerStats slug={t.slug} year={year} sportSlug={t.sport.slug} roster={r} />
          ))
        }
      />
    )),
    schedule: loaded(schedule, 'schedule', (g) => (
      <ScheduleTab
        slug={t.slug}
        year={year}
        games={g}
        totals={totals}
        gamesHeld={gamesHeld && { league: t.league.name, sport: t.sport.slug, held: gamesHeld.held }}
      />
    )),
  };
  const labels: Record<Tab, string> = {
    overview: 'Overview',
    roster: 'Roster',
    stats: 'Stats',
    schedule: 'Schedule',
  };
  return (
    <Tabs
      label="Team season sections"
      value={tab}
      onValueChange={(next) => setParams({ tab: next as Tab })}
      href={(next) => paths.team(t.slug, year, { tab: next as Tab })}
      items={tabs.map((value) => ({ value, label: labels[value], content: content[value] }))}
    />
  );
}
