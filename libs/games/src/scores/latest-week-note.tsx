import { formatDay } from '@trophy-room/domain';
import type { DayRange } from '../shared/date-range';
import { formatRange, weekOf } from '../shared/dates';

/** When the default range was: "today", "this week" or the range itself. */
function when(base: DayRange, today: string) {
  if (base.from === base.to) return base.from === today ? 'today' : `on ${formatDay(base.from)}`;
  const week = weekOf(today);
  return base.from === week.from && base.to === week.to
    ? 'this week'
    : `for ${formatRange(base.from, base.to)}`;
}

/** One line saying the default range had no games and which week shows instead. */
export function LatestWeekNote({ base, shown, today }: { base: DayRange; shown: DayRange; today: string }) {
  return (
    <p
      role="note"
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
    >
      {/* One text node, so the server's HTML holds the sentence whole (no React text separators). */}
      {`No games ${when(base, today)}; showing the latest week with games, ${formatRange(shown.from, shown.to)}.`}
    </p>
  );
}
