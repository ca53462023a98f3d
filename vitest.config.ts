import { defineConfig } from 'vitest/config';

// API tests (*.api.test.ts) run twice, once per database backend, so both stay honest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/payment-sandbox/src/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        // The web's own build config, so JSX and CSS modules compile as in the browser.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'api:pglite',
          include: ['apps/server/src/**/*.api.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api:postgres',
          // The cluster (deploy/) runs on PostgreSQL only: several processes share it.
          include: ['apps/server/src/**/*.api.test.ts', 'deploy/**/*.api.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
