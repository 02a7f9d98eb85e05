/** The static statistics strip under the hero (spec: 150+ championships, 500+ teams, 1M+ data points, 24/7). */
const stats = [
  { value: '150+', label: 'Championships' },
  { value: '500+', label: 'Teams' },
  { value: '1M+', label: 'Data Points' },
  { value: '24/7', label: 'Live Updates' },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="At a glance" className="border-b border-slate-200 bg-white">
      <dl className="page-width grid grid-cols-2 gap-4 py-6 sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse items-center text-center">
            <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
            <dd className="text-3xl font-extrabold text-primary-800">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
