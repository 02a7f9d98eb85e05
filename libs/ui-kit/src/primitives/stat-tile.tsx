import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  /** Optional decorative icon shown beside the label. */
  icon?: ReactNode;
  className?: string;
}

/** A labelled figure, e.g. "Total Teams 32". The label comes first in reading order. */
export function StatTile({ label, value, icon, className }: StatTileProps) {
  return (
    <div
      data-slot="stat-tile"
      className={cn(
        'flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </p>
      <p className="text-2xl font-bold text-slate-900">{value}</p>
    </div>
  );
}
