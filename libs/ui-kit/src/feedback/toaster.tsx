import { lazy, Suspense, useEffect, useState } from 'react';

// The toast library loads after the first load has settled: nothing raises a toast before that (a
// toast raised earlier waits in react-hot-toast's store), so it stays out of the first load and out of the
// server-rendered HTML (hydration has nothing to match).
const ToastOutlet = lazy(() => import('./toast-outlet'));

/** After the first load has settled: two seconds on, at the browser's next idle moment. */
const AFTER_LOAD_MS = 2000;
const afterLoad = (run: () => void): (() => void) => {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run);
    else run();
  }, AFTER_LOAD_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
};

/** The app-wide toast outlet (settings in toast-config.ts, one place for every site). Mount once in the shell. */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
