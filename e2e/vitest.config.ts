import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    // A page settles in its own time: what a journey checks after an action is polled, and a
    // slow machine may take seconds where a quiet one takes milliseconds.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // One server, one browser per file: files run one after another to keep two cores calm.
    fileParallelism: false,
  },
});
