// The landing page: reads the home route's queries by name and hands each section the data of its own.
import { useRouteQueries } from '@trophy-room/api-client';
import { seasonLabel } from '@trophy-room/season-context';
import { siteUrl, useSite, useSiteOrigin } from '@trophy-room/site-theme';
import { HomeHero } from './home-hero';
import { homeRoute } from './home-route';
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
  const { latest, championships, champions, teams, recentGames, coverage } = useRouteQueries(homeRoute);

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
