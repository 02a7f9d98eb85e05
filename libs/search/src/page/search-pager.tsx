// Previous / next through one kind's results, as links (the page lives in the URL; no JavaScript needed).
import { paths, type SEARCH_RESULT_KINDS } from '@trophy-room/routes';
import { formatNumber } from '@trophy-room/domain';
import { Link } from 'react-router-dom';

export interface SearchPagerProps {
  q: string;
  kind: (typeof SEARCH_RESULT_KINDS)[number];
  page: number;
  pageSize: number;
  count: number;
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100';

export function SearchPager({ q, kind, page, pageSize, count }: SearchPagerProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={paths.search({ q, kind, page: page - 1 })} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        Page {page} of {formatNumber(pages)}
      </span>
      {page < pages ? (
        <Link to={paths.search({ q, kind, page: page + 1 })} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
