// /champions: the championship history, grouped by year and then by sport; year, sport and page live in the URL.
import { useRouteQueries } from '@trophy-room/api-client';
import { championsParams } from '@trophy-room/routes';
import { categoryOfSport } from '@trophy-room/domain';
import { useSite } from '@trophy-room/site-theme';
import { Button, EmptyState, LoadingSpinner, PageFrame, QueryState, useUrlState } from '@trophy-room/ui-kit';
import { useState } from 'react';
import { HistoryFilterBar } from './history-filter-bar';
import { championsRoute } from '../routes';
import { YEARS_PER_PAGE } from './history-view';
import { HistoryYearSection } from './history-year-section';

export { YEARS_PER_PAGE };

export default function ChampionsHistoryPage() {
  const site = useSite();
  const [{ year, sport, page }, setParams] = useUrlState(championsParams);
  const siteSport = categoryOfSport(site.sport);
  // The URL's years; while the next view loads, the last one stays on screen.
  const { view } = useRouteQueries(championsRoute);
  const [openId, setOpenId] = useState<number | null>(null);

  const body = (
    <QueryState
      query={view}
      pending={<LoadingSpinner variant="trophy" label="Loading championship history..." />}
      error="Failed to load championship history"
      empty={<EmptyState title="No championship history available" />}
      isEmpty={(data) => data.allYears.length === 0}
    >
      {(data) => (
        <>
          <HistoryFilterBar
            years={data.allYears}
            year={year}
            onYear={(y) => setParams({ year: y, page: 1 })}
            sport={sport}
            onSport={siteSport ? undefined : (s) => setParams({ sport: s, page: 1 })}
          />
          {data.previous && (
            <Button variant="outline" className="self-center" onClick={() => setParams({ page: page - 1 })}>
              Show Previous Years
            </Button>
          )}
          {data.years.length === 0 && <p className="text-slate-600">No champions recorded</p>}
          {data.years.map((g) => (
            <HistoryYearSection
              key={g.year}
              group={g}
              openId={openId}
              onToggle={(id) => setOpenId(openId === id ? null : id)}
            />
          ))}
          {data.more && (
            <Button variant="outline" className="self-center" onClick={() => setParams({ page: page + 1 })}>
              Show More Years
            </Button>
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <PageFrame title="Championship History" intro="Explore the rich history of champions across all sports.">
      {body}
    </PageFrame>
  );
}
