// The date range a scores screen shows: the URL's, else the screen's default; the end never before the start.
import type { Season } from '@trophy-room/contract';
import { addDays, isoDay, weekOf } from './dates';

export interface DayRange {
  from: string;
  to: string;
}

/** The default range of a sport: football the current Monday-to-Sunday week; any other sport today. */
export function defaultRange(sport: string | null, today: string): DayRange {
  return sport?.toLowerCase() === 'football' ? weekOf(today) : { from: today, to: today };
}

/** The URL's range ('' = absent) over the default; an end before the start becomes the start. */
export function resolveRange(url: { from: string; to: string }, fallback: DayRange): DayRange {
  const from = url.from || (url.to && url.to < fallback.from ? url.to : fallback.from);
  const to = url.to || (url.from ? url.from : fallback.to);
  return { from, to: to < from ? from : to };
}

/** Today on this machine (the server renders with its date, the browser hydrates with its own). */
export const today = () => isoDay(new Date());

/** A season's last week: the seven days ending on its last game (the latest of its leagues'); null without dates. */
export function lastWeekOf(seasons: readonly Season[]): DayRange | null {
  const ends = seasons
    .map((s) => s.end_date ?? s.playoffs_end ?? s.regular_season_end)
    .filter((d): d is string => d !== null)
    .sort();
  const end = ends.at(-1);
  return end ? { from: addDays(end.slice(0, 10), -6), to: end.slice(0, 10) } : null;
}
