// A list or index page's frame: the page's width and padding, its heading with an optional intro line and actions,
// and its parts one under another. (A detail page has its own frame.)
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

const gaps = {
  6: 'page-width flex flex-col gap-6 py-8',
  8: 'page-width flex flex-col gap-8 py-8',
  10: 'page-width flex flex-col gap-10 py-8',
} as const;

export interface PageFrameProps {
  /** The page's h1; none when the page draws its own heading. */
  title?: ReactNode;
  /** The line under the heading. */
  intro?: ReactNode;
  /** Controls beside the heading on wide screens, below it on narrow ones. */
  actions?: ReactNode;
  /** Shown above the heading (a breadcrumb). */
  above?: ReactNode;
  /** The space between the page's parts: 6 (default), or 8 and 10 for pages of large sections. */
  gap?: keyof typeof gaps;
  /** While the page's next data loads over the last. */
  busy?: boolean;
  children?: ReactNode;
}

export function PageFrame({ title, intro, actions, above, gap = 6, busy, children }: PageFrameProps) {
  return (
    <div className={gaps[gap]} aria-busy={busy}>
      {above}
      {title !== undefined && <PageHeader title={title} subtitle={intro} actions={actions} />}
      {children}
    </div>
  );
}
