// /champions: the championship history, grouped by year and then by sport; year, sport and page live in the URL.
import { useQuery } from '@tanstack/react-query';
import { championQueries } from '@trophy-room/api-client';
import {
  ALL,
  categoryOfSport,
  championsParams,
  SPORT_CATEGORIES,
  sportCategory,
  titleYearOf,
  type SportCategory,
} from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { Button, EmptyState, ErrorPanel, LoadingSpinner, PageHeader, useUrlState } from '@trophy-room/ui-kit';
import { useMemo, useState } from 'react';
import { reloadPage } from '../shared/reload-page';
import { useSiteFilters } from '../shared/use-site-filters';
import { groupHistory, historyYears } from './group-history';
import { HistoryFilterBar } from './history-filter-bar';
import { HistoryYearSection } from './history-year-section';

/** Years shown per page: "Show More Years" opens the next page (the hub holds over a century of titles). */
export const YEARS_PER_PAGE = 10;

export default function ChampionsHistoryPage() {
  const site = useSite();
  const filters = useSiteFilters();
  const { data, error, isPending } = useQuery(championQueries.history(filters));
  const [{ year, sport, page }, setParams] = useUrlState(championsParams);
  const [openId, setOpenId] = useState<number | null>(null);

  const siteSport = categoryOfSport(site.sport);
  const all = useMemo(() => data ?? [], [data]);
  const groups = useMemo(() => {
    const cards: SportCategory[] = siteSport
      ? [siteSport]
      : sport === ALL
        ? [...SPORT_CATEGORIES]
        : [sport as SportCategory];
    const picked = all.filter(
      (c) =>
        (year === ALL || titleYearOf(c) === Number(year)) &&
        (siteSport || sport === ALL || sportCategory(c) === sport),
    );
    return groupHistory(picked, cards);
  }, [all, year, sport, siteSport]);
  const shownYears = page * YEARS_PER_PAGE;

  const body = isPending ? (
    <LoadingSpinner variant="trophy" label="Loading championship history..." />
  ) : error ? (
    <ErrorPanel title="Failed to load championship history" message={error.message} onRetry={reloadPage} />
  ) : all.length === 0 ? (
    <EmptyState title="No championship history available" />
  ) : (
    <>
      <HistoryFilterBar
        years={historyYears(all)}
        year={year}
        onYear={(y) => setParams({ year: y, page: 1 })}
        sport={sport}
        onSport={siteSport ? undefined : (s) => setParams({ sport: s, page: 1 })}
      />
      {groups.length === 0 && <p className="text-slate-600">No champions recorded</p>}
      {groups.slice(0, shownYears).map((g) => (
        <HistoryYearSection
          key={g.year}
          group={g}
          openId={openId}
          onToggle={(id) => setOpenId(openId === id ? null : id)}
        />
      ))}
      {groups.length > shownYears && (
        <Button variant="outline" className="self-center" onClick={() => setParams({ page: page + 1 })}>
          Show More Years
        </Button>
      )}
    </>
  );

  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <PageHeader
        title="Championship History"
        subtitle="Explore the rich history of champions across all sports."
      />
      {body}
    </div>
  );
}
