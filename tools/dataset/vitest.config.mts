import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** Files in path order, so the specs of one league run one after another and share its build. */
class ByPath extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// One process, no isolation between files: src/testing/built.ts builds a league's rows once for all its specs.
// The `test` target runs history.spec.ts (every module at once, as `npm run dataset`: it shares no build with the
// others) in a second process beside them, so the two use both cores (project.json).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    testTimeout: 120000,
    // A league's build (a test file's beforeAll) takes under a minute alone, several on a crowded machine.
    hookTimeout: 600000,
    isolate: false,
    fileParallelism: false,
    // The builds keep millions of rows alive while they make more: with V8's default 16 MB semi-space half the CPU
    // went to collecting the young generation (the whole pipeline: 75 s, 52 s at 128 MB).
    execArgv: ['--max-semi-space-size=128'],
    sequence: { sequencer: ByPath },
  },
});
