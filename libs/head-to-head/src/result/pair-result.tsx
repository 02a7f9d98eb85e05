// The pair's answer in its states: loading, error (the API's own words: two sports, one team twice, an unknown
// team), never met (only when the sources cover every season both teams existed), no meetings in the seasons the
// sources cover, and the meetings: the figures over all of them with the seasons they cover, the postseason series,
// the year-by-year record and the page of games the URL asks for.
import type { HeadToHead } from '@trophy-room/contract';
import { ApiError, useRouteQueries } from '@trophy-room/api-client';
import { formatNumber } from '@trophy-room/domain';
import { EmptyState, QueryState, Skeleton } from '@trophy-room/ui-kit';
import { coverageText, spansText } from '../format';
import { headToHeadRoute } from '../routes';
import { MeetingsTable } from './meetings-table';
import { PairSummary } from './pair-summary';
import { SeasonTable } from './season-table';
import { SeriesTable } from './series-table';

/** The pair the URL asks for (shown only once both teams are chosen). */
export function PairResult() {
  const { pair } = useRouteQueries(headToHeadRoute);
  if (!pair) return null;
  return (
    <QueryState
      query={pair}
      pending={
        <div role="status" aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">Loading head-to-head…</span>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
      error="Failed to load head-to-head"
      // A refusal (a 4xx in the API's own words: two sports, one team twice, an unknown team) would not change if
      // asked again: no retry. A server or network failure gets Try Again, which asks again (as sections do).
      onRetry={pair.error instanceof ApiError && pair.error.isClientError ? null : () => void pair.refetch()}
    >
      {(d) => <Meetings pair={d} />}
    </QueryState>
  );
}

function Meetings({ pair: d }: { pair: HeadToHead }) {
  const c = d.coverage;
  if (d.meetings === 0) {
    // "Never Met" only when the sources cover every season both teams existed; else they may have met unseen.
    return c.partial ? (
      <EmptyState
        title="No Meetings in Our Sources"
        message={`Our sources hold no meetings of ${d.a.name} and ${d.b.name} for ${spansText(c.missing)}: the games of those seasons are not in them.`}
      />
    ) : (
      <EmptyState
        title="Never Met"
        message={`${d.a.name} and ${d.b.name} have not played each other in our sources.`}
      />
    );
  }
  const years = [...d.seasons.map((s) => s.season), ...d.postseason_series.map((s) => s.season)].sort(
    (x, y) => x.start_year - y.start_year,
  );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">
        {formatNumber(d.meetings)} {d.meetings === 1 ? 'meeting' : 'meetings'} in our sources, from the{' '}
        {years[0].name} to the {years[years.length - 1].name}; every figure below counts these.{' '}
        <span className="font-medium">Seasons covered: {coverageText(c)}.</span>
        {c.partial && c.missing.length > 0 && (
          <> Our sources do not hold the games of {spansText(c.missing)}.</>
        )}
      </p>
      <PairSummary pair={d} />
      {d.postseason_series.length > 0 && <SeriesTable pair={d} />}
      <SeasonTable pair={d} />
      {d.games_count > 0 ? (
        <MeetingsTable pair={d} />
      ) : (
        <p className="text-sm text-slate-600">
          No game of theirs is in our sources: the figures come from season totals and series results.
        </p>
      )}
    </div>
  );
}
