// The range /scores shows when its URL names no date: the default (today), or, when that has no games, the latest
// week with games before it (the page says so). The same queries the server fetched, so hydration matches.
import { useQuery } from '@tanstack/react-query';
import { gameQueries } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { DayRange } from '../shared/date-range';
import { latestWeekInstead } from '../shared/scores-view';

export interface ShownRange {
  range: DayRange;
  /** The default range was empty: the latest week with games is shown instead. */
  latestWeek: boolean;
  /** Still finding out whether the default range is empty, and which week came before it. */
  resolving: boolean;
}

export function useShownRange(filters: SiteFilterParams, base: DayRange, lookBack: boolean): ShownRange {
  const games = useQuery({ ...gameQueries.range(filters, base), enabled: lookBack });
  const empty = lookBack && games.data?.length === 0;
  const dates = useQuery({ ...gameQueries.dates(filters, base), enabled: empty });
  const week = lookBack ? latestWeekInstead(games.data, dates.data) : null;
  return {
    range: week ?? base,
    latestWeek: week !== null,
    resolving: lookBack && (games.isPending || (empty && dates.isPending)),
  };
}
