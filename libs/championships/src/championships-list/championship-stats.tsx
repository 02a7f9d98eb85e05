import { StatTile } from '@trophy-room/ui-kit';
import type { ChampionshipStatsSummary } from './championship-filters';

/** Total championships, sports covered and years of history, above the grid. */
export function ChampionshipStats({ stats }: { stats: ChampionshipStatsSummary }) {
  return (
    <section aria-label="Championship statistics" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatTile label="Total Championships" value={stats.total} />
      <StatTile label="Sports Covered" value={stats.sports} />
      <StatTile label="Years of History" value={stats.yearsOfHistory} />
    </section>
  );
}
