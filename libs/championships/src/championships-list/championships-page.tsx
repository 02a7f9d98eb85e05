// /championships: every championship the site covers, filtered by search, sport and the selected season (in the URL).
import { useRouteQueries } from '@trophy-room/api-client';
import { shownSeason, useSeason } from '@trophy-room/season-context';
import { useSite } from '@trophy-room/site-theme';
import { championshipsParams } from '@trophy-room/routes';
import { EmptyState, LoadingSpinner, PageFrame, QueryState, useUrlState } from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { ChampionshipCard } from './championship-card';
import { ChampionshipFilterBar } from './championship-filter-bar';
import {
  filterChampionships,
  sportOptions,
  summarize,
  type ChampionshipFilterState,
} from './championship-filters';
import { ChampionshipStats } from './championship-stats';
import { championshipsRoute } from '../routes';

export default function ChampionshipsPage() {
  const site = useSite();
  const { current } = useSeason();
  const [params, setParams] = useUrlState(championshipsParams);
  // The season chosen in the shell's picker (in the URL), else the site's current one.
  const season = shownSeason(params.season, current) ?? 0;
  const state: ChampionshipFilterState = useMemo(
    () => ({ search: params.q, sport: params.sport, activeOnly: params.active }),
    [params.q, params.sport, params.active],
  );
  const setState = (next: ChampionshipFilterState) =>
    setParams({ q: next.search, sport: next.sport, active: next.activeOnly });
  const { list } = useRouteQueries(championshipsRoute);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterChampionships(all, state, season), [all, state, season]);

  return (
    <PageFrame
      title="Championships"
      intro={`Every title ${site.isMainSite ? 'across North American sport' : `in ${site.shortName} history`}, from the first to the latest.`}
    >
      <QueryState
        query={list}
        pending={<LoadingSpinner variant="trophy" label="Loading championships..." />}
        error="Error Loading Championships"
      >
        {() => (
          <>
            <ChampionshipStats stats={summarize(all)} />
            <ChampionshipFilterBar
              value={state}
              onChange={setState}
              sports={sportOptions(all)}
              season={season}
              sport={site.sport}
            />
            {shown.length === 0 ? (
              <EmptyState title="No Championships Found" message="Try adjusting your search or filters." />
            ) : (
              <ul aria-label="Championships" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((c) => (
                  <li key={c.id}>
                    <ChampionshipCard championship={c} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
