// The one Vitest config of the web libs (jsdom, React, specs beside the code, one shared setup file).
// Each lib's vitest.config.mts is `export default defineWebLibConfig();`.
// The reference types jest-dom's matchers for every lib whose tsconfig includes its vitest.config.mts.
/// <reference types="@testing-library/jest-dom/vitest" />
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

export const webTestSetup = resolve(import.meta.dirname, 'web-test-setup.ts');

export function defineWebLibConfig(overrides: ViteUserConfig = {}) {
  return mergeConfig(
    defineConfig({
      plugins: [react()],
      test: {
        environment: 'jsdom',
        setupFiles: [webTestSetup],
        include: ['src/**/*.spec.{ts,tsx}'],
        // The files share one worker, one jsdom and one module graph: a fresh process per file (Vitest's default)
        // spent 2.6× the CPU starting Node, jsdom and React again for every file (the 14 libs: 263 s → 99 s). The
        // setup file cleans the DOM and storage after each test; specs restore what they stub.
        isolate: false,
      },
    }),
    overrides,
  );
}
