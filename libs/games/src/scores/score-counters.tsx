import { StatTile } from '@trophy-room/ui-kit';
import type { gameCounts } from './filter-games';

/** The four counters over the games shown: live games, final scores, upcoming, sports. */
export function ScoreCounters({ counts }: { counts: ReturnType<typeof gameCounts> }) {
  const items = [
    ['Live Games', counts.live],
    ['Final Scores', counts.final],
    ['Upcoming', counts.upcoming],
    ['Sports', counts.sports],
  ] as const;
  return (
    <section aria-label="Game counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <StatTile key={label} label={label} value={value.toLocaleString('en-US')} />
      ))}
    </section>
  );
}
