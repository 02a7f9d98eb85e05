// Visual snapshots of the built Storybook (dist/storybook) in Debian's Chromium, served on localhost.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../browser/chromium';

const port = Number(process.env.VISUAL_PORT ?? 5207);

export default defineConfig({
  testDir: './src',
  testMatch: '*.visual.ts',
  fullyParallel: true, // each theme is one serial group
  workers: 3, // one per theme (the pages wait on rendering more than they use the two cores)
  reporter: [['list']],
  timeout: 30_000,
  outputDir: './test-results',
  snapshotPathTemplate: '{testDir}/../snapshots/{arg}{ext}',
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 } },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--font-render-hinting=none'] },
  },
  webServer: {
    command: `tsx tools/storybook/src/serve-static.ts dist/storybook ${port}`,
    cwd: '../..',
    url: `http://localhost:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
