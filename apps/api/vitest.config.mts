import { defineConfig } from 'vitest/config';

/** The suites that read the whole dataset: the `test-full-dataset` target runs them, one file at a time. */
const fullDataset = [
  'src/facts/facts.spec.ts',
  'src/search/famous-names.spec.ts',
  'src/brackets/brackets.spec.ts',
  'src/sites/permalinks.spec.ts',
  'src/games/dated-history.spec.ts',
];
/** Files that change modules every file shares (a page chunk made to fail to load): each in a module graph of its own. */
const ownModules = ['src/sites/render-faults.spec.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // Two test files at a time even on two cores: each spends much of its time starting its own database in a
    // worker thread, and the files ran one by one at the tail of `npm test` (CI must stay under 20 minutes).
    maxWorkers: 2,
    // The memory tests force a GC (global.gc) to read the heap a page render leaves behind.
    execArgv: ['--expose-gc'],
    projects: [
      {
        extends: true,
        // The files of a worker share one module graph, and so one fixture database (src/testing/test-app.ts): a
        // database started from the snapshot for every file cost some 4 s of CPU each, half the project's CPU time.
        test: {
          name: 'api',
          include: ['src/**/*.spec.ts'],
          exclude: [...fullDataset, ...ownModules],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-own-modules', include: ownModules } },
      { extends: true, test: { name: 'api-full-dataset', include: fullDataset } },
    ],
  },
});
