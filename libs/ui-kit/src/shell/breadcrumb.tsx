import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  to?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  /** Optional single back link shown before the trail. */
  backTo?: string;
  backLabel?: string;
  className?: string;
}

/** The trail on detail pages, e.g. All Teams › Kansas City Chiefs, with an optional back link. */
export function Breadcrumb({ items, backTo, backLabel = 'Back', className }: BreadcrumbProps) {
  return (
    <div
      data-slot="breadcrumb"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm', className)}
    >
      {backTo && (
        <Link
          to={backTo}
          data-slot="breadcrumb-back"
          className="inline-flex items-center gap-1 rounded-md font-medium text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          <span aria-hidden="true">←</span>
          {backLabel}
        </Link>
      )}
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${item.label}-${index}`} className="flex items-center gap-1">
                {index > 0 && (
                  <span aria-hidden="true" className="text-slate-500">
                    /
                  </span>
                )}
                {item.to && !last ? (
                  <Link to={item.to} className="hover:text-primary-800 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={cn(last && 'font-medium text-slate-900')}
                  >
                    {item.label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
