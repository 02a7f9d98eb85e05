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

/**
 * How deep the games list may be paged: rows skipped before a page (OFFSET). Skipping costs the database the work of
 * every skipped row (page 9000 of half a million games took 5.6 s), so deeper pages of games are refused with a 400
 * naming the limit; the filters (season, team, dates) reach any game in fewer pages. Every other list (people, teams,
 * titles, seasons) pages its ids by an indexed order and opens every page of its real size: the directories offer
 * every page they have.
 */
export const MAX_GAMES_OFFSET = 10_000;

export function pageRequest(q: { page?: number; page_size?: number }, maxOffset = Infinity): PageRequest {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? DEFAULT_PAGE_SIZE;
  if ((page - 1) * pageSize > maxOffset) {
    const last = Math.floor(maxOffset / pageSize) + 1;
    throw new HttpError(
      400,
      `page must be at most ${last} with page_size ${pageSize} (at most ${maxOffset} rows are skipped); narrow the list with filters instead`,
    );
  }
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
