// The pair's answer in its four states: loading, error (the API's own words: two sports, one team twice, an
// unknown team), never met, and the meetings (the figures over all of them, the page of them the URL asks for).
import type { HeadToHead } from '@trophy-room/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@trophy-room/api-client';
import { headToHeadParams } from '@trophy-room/routes';
import { formatNumber } from '@trophy-room/domain';
import { EmptyState, QueryState, Skeleton, useUrlState } from '@trophy-room/ui-kit';
import { pairQuery } from '../pair-query';
import { MeetingsTable } from './meetings-table';
import { PairSummary } from './pair-summary';
import { SeasonTable } from './season-table';

export function PairResult() {
  const [values] = useUrlState(headToHeadParams);
  const pair = useQuery(pairQuery(values));
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
  if (d.games_count === 0 || !d.first_meeting || !d.last_meeting) {
    return (
      <EmptyState
        title="Never Met"
        message={`${d.a.name} and ${d.b.name} have not played each other in our sources.`}
      />
    );
  }
  const first = d.first_meeting.season.name;
  const last = d.last_meeting.season.name;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">
        {formatNumber(d.games_count)} {d.games_count === 1 ? 'meeting' : 'meetings'} in our sources, from the{' '}
        {first} to the {last}; every figure below counts these.
      </p>
      <PairSummary pair={d} />
      <SeasonTable pair={d} />
      <MeetingsTable pair={d} />
    </div>
  );
}
