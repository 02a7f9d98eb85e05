// /champions: the championship history, grouped by year and then by sport.
import { useQuery } from '@tanstack/react-query';
import { championQueries } from '@trophy-room/api-client';
import { useSite } from '@trophy-room/site-theme';
import { Button, EmptyState, ErrorPanel, LoadingSpinner, PageHeader } from '@trophy-room/ui-kit';
import { useMemo, useState } from 'react';
import { reloadPage } from '../shared/reload-page';
import { useSiteFilters } from '../shared/use-site-filters';
import { groupHistory, historyYears, titleYear } from './group-history';
import { ALL, HistoryFilterBar } from './history-filter-bar';
import { HistoryYearSection } from './history-year-section';
import { categoryOfSport, SPORT_CATEGORIES, sportCategory, type SportCategory } from './sport-category';

/** Years shown at first and added per "Show More Years" (the hub holds over a century of titles). */
export const YEARS_PER_PAGE = 10;

export default function ChampionsHistoryPage() {
  const site = useSite();
  const filters = useSiteFilters();
  const { data, error, isPending } = useQuery(championQueries.history(filters));
  const [year, setYear] = useState(ALL);
  const [sport, setSport] = useState(ALL);
  const [shownYears, setShownYears] = useState(YEARS_PER_PAGE);
  const [openId, setOpenId] = useState<number | null>(null);

  const siteSport = categoryOfSport(site.sport);
  const all = useMemo(() => data ?? [], [data]);
  const groups = useMemo(() => {
    const cards: SportCategory[] = siteSport ? [siteSport] : sport === ALL ? [...SPORT_CATEGORIES] : [sport as SportCategory];
    const picked = all.filter(
      (c) => (year === ALL || titleYear(c) === Number(year)) && (siteSport || sport === ALL || sportCategory(c) === sport),
    );
    return groupHistory(picked, cards);
  }, [all, year, sport, siteSport]);

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
        onYear={(y) => (setYear(y), setShownYears(YEARS_PER_PAGE))}
        sport={sport}
        onSport={siteSport ? undefined : (s) => (setSport(s), setShownYears(YEARS_PER_PAGE))}
      />
      {groups.length === 0 && <p className="text-slate-600">No champions recorded</p>}
      {groups.slice(0, shownYears).map((g) => (
        <HistoryYearSection key={g.year} group={g} openId={openId} onToggle={(id) => setOpenId(openId === id ? null : id)} />
      ))}
      {groups.length > shownYears && (
        <Button variant="outline" className="self-center" onClick={() => setShownYears(shownYears + YEARS_PER_PAGE)}>
          Show More Years
        </Button>
      )}
    </>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`Championship History | ${site.name}`}</title>
      <PageHeader title="Championship History" subtitle="Explore the rich history of champions across all sports." />
      {body}
    </div>
  );
}
