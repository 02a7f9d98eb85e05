import { useEffect, type RefObject } from 'react';

/**
 * Keeps the sticky top bar's height in `--top-bar-height` on the root element, so what sticks below it (a data
 * table's header row) stops under the bar at every width: the bar grows when the season picker wraps on a phone
 * or the menu opens.
 */
export function useTopBarHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty('--top-bar-height', `${bar.getBoundingClientRect().height}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--top-bar-height');
    };
  }, [ref]);
}
