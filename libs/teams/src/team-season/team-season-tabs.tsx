// /teams/{slug}/{year}: the four tabs (Overview, Roster, Stats, Schedule); the open tab lives in the URL and each
// tab reads its season queries: the overview and the schedule the season's totals (summary), the roster and the
// stats the players' lines (roster).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { coreQueries, siteFilters, teamQueries } from '@trophy-room/api-client';
import type { Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';
import { paths, teamSeasonParams, TEAM_TABS } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { LoadingSpinner, QueryState, Tabs, useUrlState } from '@trophy-room/ui-kit';
import { lazy, Suspense, type ReactNode } from 'react';
import { OverviewTab } from './overview-tab';
import { StatsTab } from './stats-tab';

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

type Tab = (typeof TEAM_TABS)[number];

export interface TeamSeasonTabsProps {
  team: Team;
  year: number;
  season?: TeamSeason;
  titles: TeamChampionship[];
  /** The team's latest season with data (its seasons are newest first). */
  latestYear?: number;
}

/** A tab's content once its query has answered (spinner while loading, retry on failure). */
function loaded<T>(q: UseQueryResult<T>, label: string, show: (data: T) => ReactNode): ReactNode {
  const spinner = <LoadingSpinner label={`Loading ${label}...`} />;
  return (
    <QueryState query={q} pending={spinner} onRetry={() => void q.refetch()}>
      {(data) => <Suspense fallback={spinner}>{show(data)}</Suspense>}
    </QueryState>
  );
}

export function TeamSeasonTabs({ team: t, year, season, titles, latestYear }: TeamSeasonTabsProps) {
  const [params, setParams] = useUrlState(teamSeasonParams);
  // No Roster tab where the sources hold no players (the college sites): it could only say there is none.
  const site = useSite();
  const players = !site.sourcesLack.includes('players');
  const tabs: readonly Tab[] = players ? TEAM_TABS : TEAM_TABS.filter((v) => v !== 'roster');
  const tab = tabs.includes(params.tab) ? params.tab : 'overview';
  const stats = useQuery(teamQueries.stats(t.slug, year));
  const roster = useQuery({
    ...teamQueries.roster(t.slug, year),
    enabled: players && (tab === 'roster' || tab === 'stats'),
  });
  const schedule = useQuery({ ...teamQueries.schedule(t.slug, year), enabled: tab === 'schedule' });
  // The seasons the league's games are held for: an empty schedule says whether this season lies beyond them.
  const coverage = useQuery({ ...coreQueries.coverage(siteFilters(site)), enabled: tab === 'schedule' });
  const gamesHeld = coverage.data?.leagues
    .find((l) => l.league === t.league.slug)
    ?.tables.find((e) => e.table === 'games');
  const summary = useQuery({
    ...teamQueries.seasonSummary(t.slug, year),
    enabled: tab === 'overview' || tab === 'schedule',
  });
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
        stats={stats.data}
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
