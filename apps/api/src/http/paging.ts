// DRF-style pages: {count, next, previous, results}, with next/previous as absolute paths that keep every other
// query parameter of the request.
import type { Paginated } from '@trophy-room/contract';
import { HttpError } from './errors';
import { DEFAULT_PAGE_SIZE } from '@trophy-room/contract';

export interface PageRequest {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageRequest(q: { page?: number; page_size?: number }): PageRequest {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

function linkTo(url: string, page: number): string {
  const [path, qs = ''] = url.split('?', 2);
  const params = new URLSearchParams(qs);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** Builds the page; a page past the end (other than page 1 of an empty list) is a 404 like DRF's "Invalid page.". */
export function toPage<T>(url: string, req: PageRequest, count: number, results: T[]): Paginated<T> {
  const last = Math.max(1, Math.ceil(count / req.pageSize));
  if (req.page > last) throw new HttpError(404, 'Invalid page.');
  return {
    count,
    next: req.page < last ? linkTo(url, req.page + 1) : null,
    previous: req.page > 1 ? linkTo(url, req.page - 1) : null,
    results,
  };
}
