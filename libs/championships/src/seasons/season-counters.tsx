import { StatTile } from '@trophy-room/ui-kit';
import type { SeasonStatus } from './season-status';
import { formatNumber } from '@trophy-room/domain';

/** The four counters over the seasons the filters match: total, active, completed, upcoming. */
export function SeasonCounters({ total, counts }: { total: number; counts: Record<SeasonStatus, number> }) {
  const items = [
    ['Total Seasons', total],
    ['Active', counts.active],
    ['Completed', counts.completed],
    ['Upcoming', counts.upcoming],
  ] as const;
  return (
    <section aria-label="Season counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <StatTile key={label} label={label} value={formatNumber(value)} />
      ))}
    </section>
  );
}
