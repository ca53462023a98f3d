import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { earlyCalls } from './build/early-calls.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { russiaOutline } from './build/russia-outline.ts';
import { siteFonts } from './build/site-fonts.ts';

/**
 * React Router's production build: its package exports only the development one, warnings and
 * checks included (remix-run/react-router#14102), which the site would otherwise ship and run.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// In development the API runs on the server's port; the build is served by that server itself.
export default defineConfig(({ command }) => ({
  plugins: [react(), siteFonts(), russiaOutline(), inlineEntryCss(), pagePreloads(), earlyCalls()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: {
    target: 'es2022',
    // Written for our own debugging only: the build moves them out of the served folder.
    sourcemap: 'hidden',
    // The size report reads which chunks the home page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What `useQuery` needs, as one chunk: screens reach it by different paths
          // (useQueries too), and split in pieces it costs the home page each piece's overhead.
          groups: [
            {
              name: 'use-query',
              test: /@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useQuery|useBaseQuery|suspense|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils)|query-core[\\/]build[\\/]modern[\\/]queryObserver)\.js$/,
              priority: 4,
            },
            // `useQueries`, which a combined trip's pages need, as a chunk of its own: left to
            // the bundler it joined the stored trip's check, and brought zod to the order page.
            {
              name: 'use-queries',
              test: /@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useQueries|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\.js$/,
              priority: 4,
            },
            ...chunkGroups(),
          ],
        },
      },
    },
  },
}));
