import type { ReactNode } from 'react';
import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'motion/react';

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);
import { useLocation } from 'react-router-dom';

/**
 * Fades and slides each page in when the pathname changes. The outgoing page leaves at once (no exit
 * animation) because it would otherwise render the incoming route's outlet while fading out.
 */
export function PageTransition({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={loadFeatures} strict>
      <AnimatePresence initial={false}>
        <m.div
          key={pathname}
          data-slot="page-transition"
          className={className}
          initial={reduceMotion ? { opacity: 1 } : { opacity: 0, y: 12 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: reduceMotion ? 0 : 0.25, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
