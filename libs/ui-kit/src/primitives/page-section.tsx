import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The heading's id: the section is labelled by it (a region landmark screen readers can jump to). */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section of a page: an h2 and its content, one gap apart. */
export function PageSection({ id, title, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
