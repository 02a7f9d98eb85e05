// Whether a table fits its box, and where its sideways scroll stands when it does not. The table flows in the page
// when it fits (its header then sticks under the site's top bar); else its box scrolls sideways, with a cue while
// there is more to the right and an edge on the pinned first column once the rest has moved under it, and its
// header follows the page down its rows.
import { useEffect, useState, type RefObject } from 'react';

export interface TableFit {
  /** The table is no wider than its box (false until measured: the server's HTML scrolls sideways, never widens). */
  fits: boolean;
  /** Columns to the right are out of view. */
  moreToRight: boolean;
  /** The box is scrolled sideways from its start. */
  scrolled: boolean;
}

const initial: TableFit = { fits: false, moreToRight: false, scrolled: false };
const same = (a: TableFit, b: TableFit) =>
  a.fits === b.fits && a.moreToRight === b.moreToRight && a.scrolled === b.scrolled;

/** `mounted` changes when the box may have appeared (e.g. the row count, as the empty state has no box). */
export function useTableFit(
  boxRef: RefObject<HTMLElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
  mounted: unknown,
): TableFit {
  const [fit, setFit] = useState(initial);
  useEffect(() => {
    const box = boxRef.current;
    const table = tableRef.current;
    if (!box || !table) return;
    const update = () => {
      const fits = table.getBoundingClientRect().width <= box.clientWidth + 0.5;
      // Where the header row starts in the box (under a shown caption) and how far it may follow the page down the
      // rows (data-table.css, where the box scrolls sideways); layout sizes, untouched by the header's own shift.
      const start =
        table.getBoundingClientRect().top - box.getBoundingClientRect().top + (table.tHead?.offsetTop ?? 0);
      const rows = Array.from(table.tBodies).reduce((height, body) => height + body.offsetHeight, 0);
      box.style.setProperty('--data-head-start', `${start}px`);
      box.style.setProperty('--data-head-travel', `${rows}px`);
      const next = {
        fits,
        moreToRight: !fits && box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
        scrolled: !fits && box.scrollLeft > 0,
      };
      setFit((prev) => (same(prev, next) ? prev : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // jsdom and old browsers have no ResizeObserver: the table is then measured once, and on each sideways scroll.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    observer?.observe(table);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [boxRef, tableRef, mounted]);
  return fit;
}
