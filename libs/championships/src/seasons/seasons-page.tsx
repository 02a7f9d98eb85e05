// /seasons: every season of the site, searchable and filterable (in the URL), each able to become the active season.
import { useQuery } from '@tanstack/react-query';
import { seasonQueries } from '@trophy-room/api-client';
import { shownSeason, useSeason } from '@trophy-room/season-context';
import { paths, seasonsParams } from '@trophy-room/routes';
import { siteIds, useSite, type SiteId } from '@trophy-room/site-theme';
import { Button, EmptyState, ErrorPanel, PageHeader, SkeletonGrid, useUrlState } from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { reloadPage } from '../shared/reload-page';
import { useSiteFilters } from '../shared/use-site-filters';
import { SeasonCard } from './season-card';
import { errorMessage } from './season-format';
import { SeasonCounters } from './season-counters';
import { SeasonFilterBar } from './season-filter-bar';
import { decades, filterSeasons, seasonStatus, sports, type SeasonFilterState } from './season-status';

/** Cards per page: "Show more seasons" opens the next page. */
export const SEASONS_PAGE_SIZE = 24;

export default function SeasonsPage() {
  const site = useSite();
  const { current } = useSeason();
  const seasons = useQuery(seasonQueries.list(useSiteFilters()));
  const [params, setParams] = useUrlState(seasonsParams);
  const filters: SeasonFilterState = useMemo(
    () => ({
      search: params.q,
      sport: params.sport,
      status: params.status,
      decade: params.decade,
      site: (siteIds as string[]).includes(params.site) ? (params.site as SiteId) : null,
    }),
    [params.q, params.sport, params.status, params.decade, params.site],
  );
  const shown = params.page * SEASONS_PAGE_SIZE;
  const all = useMemo(() => seasons.data ?? [], [seasons.data]);
  const activeSeason = shownSeason(params.season, current);
  const visible = useMemo(
    () => filterSeasons(all, filters).filter((s) => !params.season || s.start_year === params.season),
    [all, filters, params.season],
  );
  const statuses = useMemo(() => visible.map((s) => seasonStatus(s)), [visible]);
  const onFilters = (next: SeasonFilterState) =>
    setParams({
      q: next.search,
      sport: next.sport,
      status: next.status,
      decade: next.decade,
      site: next.site ?? '',
      page: 1,
    });

  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <PageHeader title="Seasons" subtitle="Every season with its champion, dates and format." />
      {seasons.isPending ? (
        <SkeletonGrid count={9} label="Loading seasons..." />
      ) : seasons.isError ? (
        <ErrorPanel
          title="Error Loading Seasons"
          message={errorMessage(seasons.error)}
          onRetry={reloadPage}
        />
      ) : (
        <>
          <SeasonFilterBar
            value={filters}
            onChange={onFilters}
            sports={sports(all)}
            decades={decades(all)}
            showQuickFilters={site.isMainSite}
          />
          <SeasonCounters statuses={statuses} />
          {visible.length === 0 ? (
            <EmptyState title="No Seasons Found" message="Try adjusting your search or filters." />
          ) : (
            <>
              <ul aria-label="Seasons" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {visible.slice(0, shown).map((s, i) => (
                  <li key={s.id}>
                    <SeasonCard
                      season={s}
                      status={statuses[i]}
                      isActiveSeason={s.start_year === activeSeason}
                      activeHref={paths.seasons({ ...params, season: s.start_year, page: 1 })}
                    />
                  </li>
                ))}
              </ul>
              {visible.length > shown && (
                <div className="flex flex-col items-center gap-2">
                  <p className="text-sm text-slate-600">
                    Showing {shown} of {visible.length} seasons
                  </p>
                  <Button variant="outline" onClick={() => setParams({ page: params.page + 1 })}>
                    Show more seasons
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
