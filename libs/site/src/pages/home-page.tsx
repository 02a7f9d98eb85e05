// The landing page: owns the home queries and hands their data to the presentational sections.
import { useQuery } from '@tanstack/react-query';
import {
  championQueries,
  championshipQueries,
  coreQueries,
  gameQueries,
  seasonQueries,
  siteFilters,
  teamQueries,
} from '@trophy-room/api-client';
import { seasonLabel } from '@trophy-room/season-context';
import { siteUrl, useSite, useSiteOrigin } from '@trophy-room/site-theme';
import { HomeHero } from './home-hero';
import { FeatureCards } from './home/feature-cards';
import { HomeCta } from './home/home-cta';
import { asOfDate, dataAsOf } from './home/home-data';
import { NetworkDirectory } from './home/network-directory';
import { PlatformStats, type PlatformFigure } from './home/platform-stats';
import { RecentChampions } from './home/recent-champions';
import { SportHighlights } from './home/sport-highlights';
import { StatsStrip } from './home/stats-strip';

const figure = (q: { data?: number; isError: boolean }): PlatformFigure['value'] =>
  q.isError ? null : q.data;

export default function HomePage() {
  const site = useSite();
  const origin = useSiteOrigin();
  const f = siteFilters(site);
  const latest = useQuery(seasonQueries.latest(f));
  const championships = useQuery(championshipQueries.list(f));
  const champions = useQuery(championQueries.summary(f));
  const teams = useQuery(teamQueries.count(f));
  const recentGames = useQuery(gameQueries.recent(f));
  const coverage = useQuery(coreQueries.coverage(f));

  const latestLabel = latest.data ? seasonLabel(latest.data.start_year, site.sport) : null;
  const asOf = championships.data && dataAsOf(championships.data, champions.data?.latest_title_year);

  const figures: PlatformFigure[] = [
    {
      label: 'Total Championships',
      value: figure({ data: championships.data?.length, isError: championships.isError }),
    },
    { label: 'Teams Tracked', value: figure(teams) },
    { label: 'Total Champions', value: figure({ data: champions.data?.count, isError: champions.isError }) },
    { label: 'Recent Games', value: figure({ data: recentGames.data?.count, isError: recentGames.isError }) },
  ];

  return (
    <>
      <HomeHero latestSeason={latestLabel} />
      <StatsStrip
        titles={champions.data?.count}
        teams={teams.data}
        records={coverage.data?.total_rows}
        asOf={championships.data && asOfDate(championships.data, champions.data?.latest_title_year)}
      />
      <PlatformStats figures={figures} />
      {asOf && <p className="mx-auto max-w-6xl px-4 text-sm text-slate-600">{asOf}</p>}
      <FeatureCards />
      <RecentChampions
        recent={champions.data?.recent}
        error={champions.isError}
        onRetry={() => void champions.refetch()}
      />
      <NetworkDirectory current={site.id} hrefFor={(id) => siteUrl(id, origin)} />
      <SportHighlights
        headline={site.isMainSite ? null : site.headline}
        mostTitles={champions.data?.most_titles ?? null}
        latestSeason={latestLabel}
        sport={site.sport}
      />
      <HomeCta />
    </>
  );
}
