// What a scores screen shows from its URL: the date range (the URL's, else the screen's default) and, on /scores,
// the season chosen in the shell's picker. The route's data, its head and the page read it the same way.
import type { Game, GameDates, Season, SiteFilterParams } from '@trophy-room/contract';
import { readParams, scoresParams } from '@trophy-room/routes';
import { defaultRange, lastWeekOf, resolveRange, today, type DayRange } from './date-range';
import { weekOf } from './dates';

export const rangeOf = (search: URLSearchParams, sport: string | null): DayRange =>
  resolveRange(readParams(scoresParams, search), defaultRange(sport, today()));

/**
 * /scores with a season chosen in the shell's picker: that season's games only, by default its last week (the range
 * of its final); without one, every game of the site, today by default.
 */
export function seasonScores(
  search: URLSearchParams,
  filters: SiteFilterParams,
  seasons?: readonly Season[],
): { filters: SiteFilterParams; range: DayRange } {
  const { season } = readParams(scoresParams, search);
  if (!season) return { filters, range: rangeOf(search, null) };
  const fallback = (seasons && lastWeekOf(seasons)) ?? defaultRange(null, today());
  return { filters: { ...filters, season }, range: resolveRange(readParams(scoresParams, search), fallback) };
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
