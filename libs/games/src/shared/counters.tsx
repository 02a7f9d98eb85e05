import { StatTile } from '@trophy-room/ui-kit';
import { formatNumber } from '@trophy-room/domain';

/** A screen's four counters as labelled figures. */
export function Counters({ label, items }: { label: string; items: readonly (readonly [string, number])[] }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([name, value]) => (
        <StatTile key={name} label={name} value={formatNumber(value)} />
      ))}
    </section>
  );
}
