// A titled card of label/value facts (Team Information, Quick Facts, Home Venue, a head-to-head record…).
import type { ReactNode } from 'react';

export interface InfoListProps {
  title: string;
  items: [label: string, value: ReactNode][];
  children?: ReactNode;
}

export function InfoList({ title, items, children }: InfoListProps) {
  const id = `info-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value ?? 'N/A'}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
