// A list screen's filters behind one "Filters" button on a phone, open as they are from `md` up. A <details>
// element, so the button opens and closes before the page is hydrated, and it is keyboard operable as is. From `md`
// up CSS shows the closed element's content (::details-content); a browser without it keeps the button there too.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface FilterDisclosureProps {
  /** How many filters differ from their defaults (shown on the button). */
  active: number;
  children: ReactNode;
  className?: string;
  /** Classes of the box around the filters (e.g. a flex column). */
  bodyClassName?: string;
}

export function FilterDisclosure({ active, children, className, bodyClassName }: FilterDisclosureProps) {
  return (
    <details
      data-slot="filter-disclosure"
      className={cn('group md:[&::details-content]:[content-visibility:visible]', className)}
    >
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-700 supports-[selector(::details-content)]:md:hidden [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current">
          <path d="M2 4h16l-6 7v5l-4 2v-7z" />
        </svg>
        Filters
        {active > 0 && (
          <span className="rounded-full bg-primary-700 px-2 text-xs leading-5 text-white">
            {active}
            <span className="sr-only"> active</span>
          </span>
        )}
        <span aria-hidden="true" className="text-xs group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className={cn('pt-3 md:pt-0', bodyClassName)}>{children}</div>
    </details>
  );
}
