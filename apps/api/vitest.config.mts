import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
