// Calendar days as yyyy-MM-dd strings: today, day arithmetic, the Monday-to-Sunday week, and the long and range
// formats built on the sites' one date format (formatDay of @trophy-room/routes, MMM d, yyyy).
import { formatDay } from '@trophy-room/domain';

const DAY_MS = 86_400_000;

/** A Date's local calendar day as yyyy-MM-dd. */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Noon UTC of a day: arithmetic on it never crosses a day boundary through daylight saving. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

export function addDays(day: string, n: number): string {
  return new Date(noon(day).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday-to-Sunday week of a day (the week starts on Monday everywhere in the product). */
export function weekOf(day: string): { from: string; to: string } {
  const weekday = (noon(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const from = addDays(day, -weekday);
  return { from, to: addDays(from, 6) };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Sunday, Feb 11, 2024". */
export function formatLongDay(day: string): string {
  return `${WEEKDAYS[noon(day).getUTCDay()]}, ${formatDay(day)}`;
}

/** "Feb 5 – Feb 11, 2024", or one day. */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDay(from);
  const [fy] = from.split('-');
  const [ty] = to.split('-');
  const start = fy === ty ? formatDay(from).replace(`, ${fy}`, '') : formatDay(from);
  return `${start} – ${formatDay(to)}`;
}
