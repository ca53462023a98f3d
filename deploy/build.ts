import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The programs `node` runs — in `npm start`, the cluster and production — by workspace: each
 * entry compiles to one JavaScript file in the workspace's `dist/`. tsx runs the sources in
 * development and tests only.
 */
const PROGRAMS: Record<string, string[]> = {
  'apps/server': [
    'src/main.ts',
    // Started by the server as a worker thread from the file beside its own (combined-pool.ts).
    'src/search/combined-worker.ts',
    'src/operator/operator-cli.ts',
    'src/timetable/import-gtfs-cli.ts',
  ],
  'apps/payment-sandbox': ['src/main.ts'],
  'apps/im-sandbox': ['src/main.ts'],
  deploy: ['start-cluster.ts'],
};

/**
 * Our packages (`@peresadka/*`) are TypeScript sources with `.ts` imports, so they go into the
 * bundle; npm packages stay in node_modules and are imported from there as they are, native
 * parts and data files included.
 */
const npmPackagesStayOutside: Plugin = {
  name: 'npm-packages-stay-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@peresadka/') ? undefined : { external: true },
    );
  },
};

await Promise.all(
  Object.entries(PROGRAMS).map(([workspace, entries]) =>
    build({
      absWorkingDir: path.join(root, workspace),
      entryPoints: entries,
      outdir: 'dist',
      entryNames: '[name]',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // Stack traces in the log point at the TypeScript (node --enable-source-maps).
      sourcemap: true,
      plugins: [npmPackagesStayOutside],
      logLevel: 'warning',
    }),
  ),
);
