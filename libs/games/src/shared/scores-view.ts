// What a scores screen shows from its URL: the date range (the URL's, else the screen's default) and, on /scores,
// the season chosen in the shell's picker. The route's queries, its head and the page read it the same way.
import { seasonQueries, type ReadingContext } from '@trophy-room/api-client';
import type { Game, GameDates } from '@trophy-room/contract';
import { readParams, scoresParams } from '@trophy-room/routes';
import { defaultRange, lastWeekOf, resolveRange, today, type DayRange } from './date-range';
import { weekOf } from './dates';
import type { ScoresView } from './scores-queries';

export const rangeOf = (search: URLSearchParams, sport: string | null): DayRange =>
  resolveRange(readParams(scoresParams, search), defaultRange(sport, today()));

/**
 * /scores's view, from its URL and the cache: with a season chosen in the shell's picker, that season's games, by
 * default its last week (the range of its final) once its dates are in the cache (`awaitsSeason` until then);
 * without one, every game of the site, today by default, or the latest week with games when today has none.
 */
export function scoresView({ search, filters, get }: ReadingContext): ScoresView & { awaitsSeason: boolean } {
  const { season } = readParams(scoresParams, search);
  const lookBack = opensOnLatestWeek(search);
  if (!season) return { filters, base: rangeOf(search, null), lookBack, awaitsSeason: false };
  const seasons = get(seasonQueries.ofYear(filters, season).queryKey);
  const fallback = (seasons && lastWeekOf(seasons)) ?? defaultRange(null, today());
  return {
    filters: { ...filters, season },
    base: resolveRange(readParams(scoresParams, search), fallback),
    lookBack,
    awaitsSeason: seasons === undefined,
  };
}

/** /scores with neither a date nor a season in its URL: an empty default range gives way to the latest week. */
export function opensOnLatestWeek(search: URLSearchParams): boolean {
  const { season, from, to } = readParams(scoresParams, search);
  return !season && !from && !to;
}

/**
 * The Monday-to-Sunday week of the latest day with games before an empty range (its games and nearest dates as the
 * API answered them); null while either is unknown, when the range has games, or when no day before it has any.
 */
export function latestWeekInstead(
  games: readonly Game[] | undefined,
  dates: GameDates | undefined,
): DayRange | null {
  return games?.length === 0 && dates?.before ? weekOf(dates.before) : null;
}
