// Runs every Storybook story as a test in Debian's Chromium (play functions and a11y checks).
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tools/browser/chromium';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // Two story files at a time (Vitest's default on two cores is one): the browser waits more than it computes.
    maxWorkers: 2,
    // The story files of a worker share one page: each story is still rendered on its own, with its own loaders,
    // handlers and checks (a failing play function or a11y rule still fails), but the page's modules, the mock
    // service worker and the preview load once, not once per file (setup and imports were 82 of 110 s).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
