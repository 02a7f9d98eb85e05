import { formatNumber } from '@trophy-room/domain';
/** The statistics strip under the hero: four fixed slots, each filled with the dataset's real figure. */
export interface StatsStripProps {
  /** Titles decided (champions recorded); undefined while loading. */
  titles?: number;
  teams?: number;
  /** Rows of the dataset behind the site. */
  records?: number;
  /** "Jun 14, 2026" (or "2025 titles" for a league without dates). */
  asOf?: string | null;
}

const count = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n));

export function StatsStrip({ titles, teams, records, asOf }: StatsStripProps) {
  const stats = [
    { value: count(titles), label: 'Titles Decided' },
    { value: count(teams), label: 'Teams' },
    { value: count(records), label: 'Records' },
    { value: asOf ?? '…', label: 'Data As Of' },
  ];
  return (
    <section aria-label="At a glance" className="border-b border-slate-200 bg-white">
      <dl className="page-width grid grid-cols-2 gap-4 py-6 sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse items-center text-center">
            <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
            <dd className="text-2xl font-extrabold text-primary-800 sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
