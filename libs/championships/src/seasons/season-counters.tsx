import { StatTile } from '@trophy-room/ui-kit';
import type { SeasonStatus } from './season-status';
import { formatNumber } from '@trophy-room/routes';

/** The four counters over the seasons shown: total, active, completed, upcoming. */
export function SeasonCounters({ statuses }: { statuses: SeasonStatus[] }) {
  const count = (s: SeasonStatus) => statuses.filter((x) => x === s).length;
  const items = [
    ['Total Seasons', statuses.length],
    ['Active', count('active')],
    ['Completed', count('completed')],
    ['Upcoming', count('upcoming')],
  ] as const;
  return (
    <section aria-label="Season counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <StatTile key={label} label={label} value={formatNumber(value)} />
      ))}
    </section>
  );
}
