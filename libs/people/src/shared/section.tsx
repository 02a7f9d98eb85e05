// A collapsible section: a native <details>, so it opens and closes by keyboard and without JavaScript (the page
// is server-rendered). Sections sharing a `group` name open one at a time (clicking the open one closes it).
import type { ReactNode } from 'react';

export interface SectionProps {
  title: string;
  open?: boolean;
  group?: string;
  children: ReactNode;
}

export function Section({ title, open, group, children }: SectionProps) {
  return (
    <details
      name={group}
      open={open}
      className="group rounded-xl border border-slate-200 bg-white shadow-sm [&_summary::-webkit-details-marker]:hidden"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-3 text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-700">
        <h2>{title}</h2>
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-100 px-4 py-4">{children}</div>
    </details>
  );
}

/** Label/value pairs inside a section. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
