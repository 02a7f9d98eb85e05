// The date of the final beside a title-year label, where they differ (Super Bowl I is the 1966 title, played in 1967).
import { formatDay } from '@trophy-room/domain';

/** "Final: Jan 15, 1967" when the final was played in another calendar year than its title year; else null. */
export function finalDateNote(titleYear: number, gameDate: string | null | undefined): string | null {
  if (!gameDate || Number(gameDate.slice(0, 4)) === titleYear) return null;
  return `Final: ${formatDay(gameDate)}`;
}

/** "Data as of Jun 14, 2026", or null when the dataset gives no date. */
export function dataAsOfLine(date: string | null | undefined): string | null {
  return date ? `Data as of ${formatDay(date)}` : null;
}
