// /seasons: every season of the site, searchable and filterable (in the URL), each able to become the active season.
import { useRouteQueries } from '@trophy-room/api-client';
import { shownSeason, useSeason } from '@trophy-room/season-context';
import { paths, seasonsParams } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { Button, EmptyState, PageFrame, QueryState, SkeletonGrid, useUrlState } from '@trophy-room/ui-kit';
import { SeasonCard } from './season-card';
import { SeasonCounters } from './season-counters';
import { SeasonFilterBar } from './season-filter-bar';
import type { SeasonFilterState } from './season-status';
import { seasonsRoute } from '../routes';
import { seasonFilters, SEASONS_PAGE_SIZE } from './seasons-view';

export { SEASONS_PAGE_SIZE };

export default function SeasonsPage() {
  const site = useSite();
  const { current } = useSeason();
  const [params, setParams] = useUrlState(seasonsParams);
  // The view of the URL's filters and page; while the next one loads, the last one stays on screen.
  const { view } = useRouteQueries(seasonsRoute);
  const filters = seasonFilters(params);
  const shown = params.page * SEASONS_PAGE_SIZE;
  // Deep in the list only the last pages are shown; the first card's place among those the filters match.
  const start = view.data?.start ?? 0;
  const activeSeason = shownSeason(params.season, current);
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
    <PageFrame title="Seasons" intro="Every season with its champion, dates and format.">
      <QueryState
        query={view}
        pending={<SkeletonGrid count={9} label="Loading seasons..." />}
        error="Error Loading Seasons"
      >
        {(data) => (
          <>
            <SeasonFilterBar
              value={filters}
              onChange={onFilters}
              sports={data.sports}
              decades={data.decades}
              showQuickFilters={site.isMainSite}
            />
            <SeasonCounters total={data.total} counts={data.counts} />
            {data.total === 0 ? (
              <EmptyState title="No Seasons Found" message="Try adjusting your search or filters." />
            ) : (
              <>
                {start > 0 && (
                  <Button
                    variant="outline"
                    className="self-center"
                    onClick={() => setParams({ page: params.page - 1 })}
                  >
                    Show previous seasons
                  </Button>
                )}
                <ul aria-label="Seasons" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.seasons.map(({ season: s, status }) => (
                    <li key={s.id}>
                      <SeasonCard
                        season={s}
                        status={status}
                        isActiveSeason={s.start_year === activeSeason}
                        activeHref={paths.seasons({ ...params, season: s.start_year, page: 1 })}
                      />
                    </li>
                  ))}
                </ul>
                {(data.total > shown || start > 0) && (
                  <div className="flex flex-col items-center gap-2">
                    <p className="text-sm text-slate-600">
                      Showing {start > 0 ? `${start + 1}–${Math.min(shown, data.total)}` : shown} of{' '}
                      {data.total} seasons
                    </p>
                    {data.total > shown && (
                      <Button variant="outline" onClick={() => setParams({ page: params.page + 1 })}>
                        Show more seasons
                      </Button>
                    )}
                  </div>
                )}
              </>
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
