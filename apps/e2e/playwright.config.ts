import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tools/browser/chromium';

const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 5184);
export const origin = (site = 'hub') =>
  site === 'hub' ? `http://localhost:${port}` : `http://${site}.localhost:${port}`;

const desktopChrome = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

/** End-to-end tests in Debian's Chromium against the server `npm start` runs, on real data. */
export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: origin(),
    // Recording a trace of every test (screenshots, DOM snapshots) cost a fifth of the browsers' CPU, kept only
    // for the few that fail: on CI, where a failed test runs once more, only that retry is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // Hostile input and idle connections first, every browser test next, then a page of every route kind on every site:
  // what one leaves in the server, the next meets.
  projects: [
    { name: 'probes', testMatch: /probes\.spec\.ts/ },
    {
      name: 'chromium',
      testIgnore: [/probes\.spec\.ts/, /route-kinds\.spec\.ts/],
      dependencies: ['probes'],
      use: desktopChrome,
    },
    {
      name: 'after',
      testMatch: /route-kinds\.spec\.ts/,
      dependencies: ['chromium'],
      use: desktopChrome,
    },
  ],
  outputDir: '../../dist/e2e-results',
  webServer: {
    command: 'node tools/scripts/start.mjs',
    cwd: '../..',
    url: `${origin()}/`,
    reuseExistingServer: true,
    timeout: 600_000,
    // Request logs stay out of the test output; warnings and failures still show.
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
    stdout: 'pipe',
  },
});
