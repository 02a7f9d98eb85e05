import { lazy, Suspense, useEffect, useState } from 'react';

// The toast library loads after the page is shown: nothing raises a toast before that, and it stays out of the
// first load (and out of the server-rendered HTML, so hydration has nothing to match).
const ToastOutlet = lazy(() => import('./toast-outlet'));

/** The app-wide toast outlet, configured from the spec's constants. Mount once in the shell. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- render the outlet only once in the browser
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
