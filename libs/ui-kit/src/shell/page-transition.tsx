import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { cn } from '../lib/cn';

/**
 * Fades and slides each page in when the pathname changes (a CSS animation, off under prefers-reduced-motion). The
 * first page is not animated: it arrives server-rendered and must show at once. The outgoing page leaves at once.
 */
export function PageTransition({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  // Whether the reader has navigated since the page loaded (derived from the previous render's pathname).
  const [seen, setSeen] = useState({ pathname, navigated: false });
  if (seen.pathname !== pathname) setSeen({ pathname, navigated: true });
  return (
    <div
      key={pathname}
      data-slot="page-transition"
      className={cn(className, seen.navigated && 'motion-safe:animate-[page-enter_250ms_ease-out]')}
    >
      {children}
    </div>
  );
}
