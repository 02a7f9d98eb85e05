import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // Two test files at a time even on two cores: each spends much of its time starting its own database in a
    // worker thread, and the files ran one by one at the tail of `npm test` (CI must stay under 20 minutes).
    maxWorkers: 2,
    // The memory tests force a GC (global.gc) to read the heap a page render leaves behind.
    execArgv: ['--expose-gc'],
  },
});
