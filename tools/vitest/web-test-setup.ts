// Setup for every web lib's component tests (jsdom): jest-dom matchers, a clean DOM and storage per test, and
// the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no matchMedia; react-hot-toast and motion ask it about prefers-reduced-motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no scrolling; ScrollToTop calls it on every route.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // The selected season and the admin flag persist in storage; each test starts without them.
  window.localStorage.clear();
});
