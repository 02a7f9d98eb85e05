import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const fadeAndSlideIn: Keyframe[] = [
  { opacity: 0, transform: 'translateY(12px)' },
  { opacity: 1, transform: 'none' },
];

/**
 * Fades and slides each page in when the pathname changes, with the browser's own animations (no animation library
 * in the first load). The first page is shown as it arrives, and the outgoing page leaves at once (no exit
 * animation), as before; users who ask for reduced motion get no animation.
 */
export function PageTransition({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const page = useRef<HTMLDivElement>(null);
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    page.current?.animate?.(fadeAndSlideIn, { duration: 250, easing: 'ease-out' });
  }, [pathname]);
  return (
    <div key={pathname} ref={page} data-slot="page-transition" className={className}>
      {children}
    </div>
  );
}
