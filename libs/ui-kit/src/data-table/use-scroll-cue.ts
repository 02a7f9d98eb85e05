// Whether a horizontally scrollable box has more content to the right: the table shows a cue while it does.
import { useEffect, useState, type RefObject } from 'react';

/** `mounted` changes when the box may have appeared (e.g. the row count, as the empty state has no box). */
export function useScrollCue(ref: RefObject<HTMLElement | null>, mounted: unknown): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    update();
    box.addEventListener('scroll', update, { passive: true });
    // jsdom and old browsers have no ResizeObserver; the scroll listener still keeps the cue right.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, mounted]);
  return more;
}
