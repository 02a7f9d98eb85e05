import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** E.g. a link or button to clear filters. */
  action?: ReactNode;
  className?: string;
}

/** A centred card for "nothing here" states (no results, coming soon). */
export function EmptyState({ title, message, icon, action, className }: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      aria-label={title}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="text-primary-700">
          {icon}
        </span>
      )}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {message && <p className="max-w-md text-slate-600">{message}</p>}
      {action}
    </section>
  );
}
