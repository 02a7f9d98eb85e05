// Shared setup for the web libs' component tests (jsdom).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no scrolling; ScrollToTop calls it on every route.
window.scrollTo = () => undefined;

// The selected season persists in storage; each test starts from the current season.
afterEach(() => window.localStorage.clear());
