// Previous / next links through the pages of a list whose page lives in the URL: plain links, so they work before
// the page's script has loaded and crawlers follow them.
import { Link } from 'react-router-dom';

export interface PageLinksProps {
  page: number;
  pages: number;
  /** The URL of a page (the list's path with its query). */
  href: (page: number) => string;
}

const linkClass = 'min-h-11 py-3 text-primary-800 underline';

export function PageLinks({ page, pages, href }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={linkClass}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
