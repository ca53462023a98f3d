import { defineConfig } from 'vitest/config';

// API tests (*.api.test.ts) run twice, once per database backend, so both stay honest; the
// train paths a third time with the other train supplier.
//
// The server's tests share nothing through module state (each starts its own app and
// database; none mocks a module or the clock), so their workers keep the modules loaded for
// the next file instead of loading the app again (`isolate: false`): a third of their time.
// The web's tests mock modules, so they stay isolated.
export default defineConfig({
  test: {
    // Vitest's default leaves one core of two idle (a worker per core but one): most of an API
    // test's time is spent waiting on PostgreSQL, the sandboxes and child processes, so two
    // workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/payment-sandbox/src/**/*.test.ts',
            'apps/im-sandbox/src/**/*.test.ts',
            'scripts/**/*.test.ts',
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
          isolate: false,
          include: ['apps/server/src/**/*.api.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The train paths again with our own inventory as the trains' supplier
          // (TRAIN_SUPPLIER=local), so switching back to it stays a working choice.
          name: 'api:local-trains',
          isolate: false,
          include: [
            'apps/server/src/search/search.api.test.ts',
            'apps/server/src/search/day-prices.api.test.ts',
            'apps/server/src/detail/detail.api.test.ts',
            'apps/server/src/orders/orders.api.test.ts',
            'apps/server/src/pricing/run-fares.api.test.ts',
            'apps/server/src/orders/bedding.api.test.ts',
            'apps/server/src/orders/transit-document.api.test.ts',
            'apps/server/src/orders/combined-orders.api.test.ts',
            'apps/server/src/payments/payments.api.test.ts',
            'apps/server/src/refunds/ticket-returns.api.test.ts',
            'apps/server/src/tickets/tickets.api.test.ts',
          ],
          env: { TEST_DB: 'pglite', TEST_TRAIN_SUPPLIER: 'local' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api:postgres',
          isolate: false,
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
