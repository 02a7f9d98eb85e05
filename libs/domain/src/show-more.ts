// The "Show more" lists' `page`: pages 1 to `page` are open, the last `maxOpen` of them shown — so the deepest page
// of a long list stays as light as a few pages, and "Show previous" brings back the ones before the window.

export interface ShownRange {
  /** Index of the first item shown (0 unless the window has moved past the first pages). */
  start: number;
  /** Index after the last item shown (not capped by the list's length). */
  end: number;
}

export function shownRange(page: number, pageSize: number, maxOpen: number): ShownRange {
  return { start: Math.max(0, page - maxOpen) * pageSize, end: page * pageSize };
}
