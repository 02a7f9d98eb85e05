// Previous / next through a server-paged directory; the page number lives in the URL.
import { Button } from '@trophy-room/ui-kit';
import { formatNumber } from '@trophy-room/domain';

export interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  noun: string;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, count, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(count)} {noun}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {formatNumber(pages)}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
