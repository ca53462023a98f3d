import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser per file: files run one after another to keep two cores calm.
    fileParallelism: false,
  },
});
