import type { UseQueryResult } from '@tanstack/react-query';
import type { GameDates } from '@trophy-room/contract';
import { EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { formatLongDay, formatRange } from '../shared/dates';
import type { DayRange } from '../shared/date-range';

export interface EmptyRangeProps {
  /** The route's query of the nearest days with games (asked once the range is known to be empty). */
  nearest: UseQueryResult<GameDates, Error> | undefined;
  range: DayRange;
  /** The same screen on another range (the other filters kept). */
  hrefFor: (range: DayRange) => string;
}

const link =
  'rounded-md border border-primary-300 bg-primary-50 px-3 py-2 text-sm font-semibold text-primary-900 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-700';

/** A range without games: says so, and offers the nearest days that have games (one click each). */
export function EmptyRange({ nearest, range, hrefFor }: EmptyRangeProps) {
  const { before, after } = nearest?.data ?? { before: null, after: null };
  const message = `There are no games in our data for ${formatRange(range.from, range.to)}.`;
  return (
    <EmptyState
      title="No Games Found"
      message={
        <>
          {message}
          {nearest?.isSuccess && (before || after) && ' The nearest days with games:'}
          {nearest?.isSuccess && !before && !after && ' Our data has no games for this site yet.'}
        </>
      }
      action={
        (before || after) && (
          <nav aria-label="Nearest days with games" className="flex flex-wrap justify-center gap-2">
            {before && (
              <Link className={link} to={hrefFor({ from: before, to: before })}>
                ← {formatLongDay(before)}
              </Link>
            )}
            {after && (
              <Link className={link} to={hrefFor({ from: after, to: after })}>
                {formatLongDay(after)} →
              </Link>
            )}
          </nav>
        )
      }
    />
  );
}
