// Every name and city the franchise has borne, oldest first: "Seattle SuperSonics 1967–2007 → Oklahoma City Thunder".
import type { TeamIdentity } from '@trophy-room/contract';
import { yearSpan } from '../shared/team-format';

export function FranchiseLineage({ lineage }: { lineage: TeamIdentity[] }) {
  if (lineage.length === 0) return null;
  return (
    <section aria-labelledby="franchise-lineage" className="flex flex-col gap-2">
      <h2 id="franchise-lineage" className="text-lg font-semibold text-slate-900">
        Franchise Lineage
      </h2>
      <ol className="flex flex-wrap items-center gap-2">
        {lineage.map((i, n) => (
          <li key={`${i.name}-${i.first_year}`} className="flex items-center gap-2">
            {n > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                →
              </span>
            )}
            <span className="rounded-lg border border-slate-200 bg-white px-3 py-1.5">
              <span className="font-semibold text-slate-900">{i.name}</span>{' '}
              <span className="text-sm tabular-nums text-slate-600">
                {yearSpan(i.first_year, i.last_year)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
