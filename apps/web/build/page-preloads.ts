import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// By path, not by the package's name: Vite bundles its config's own files but leaves
// packages to Node, which runs no TypeScript.
import { pageHtmlFile, type SitePage } from '../../../packages/contracts/src/site-pages.ts';
import { pageScreens } from '../src/app/page-screens.ts';

const ENTRY_HTML = 'index.html';
export const PAGE_MODULES_FILE = '.vite/page-modules.json';
const repo = path.resolve(import.meta.dirname, '../../..');

/**
 * Modules a page's screen loads by `import()` as soon as it renders, to run them after its
 * first frame (the checks of what the page shows: state/active-search.ts,
 * state/use-chosen-route.ts): preloaded with the screen, so they arrive with it rather than a
 * round trip after, and run only when imported.
 */
const LATE_MODULES: Partial<Record<SitePage, string>> = {
  results: 'packages/contracts/src/active-search.ts',
  detail: 'apps/web/src/state/read-chosen-route.ts',
};

/**
 * A copy of index.html for every page of the site with its screen's chunks (and their
 * styles) preloaded: without it the browser learns of them only once the app's own code has
 * run and routed, a round trip later. The server sends the page's copy.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle[ENTRY_HTML];
      if (html?.type !== 'asset') throw new Error('в сборке нет index.html');
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const already = closure(bundle, entry.fileName);
      const pageModules: Record<string, string[]> = {};
      for (const page of Object.keys(pageScreens) as SitePage[]) {
        const screen = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith(`${path.sep}routes${path.sep}${pageScreens[page]}.tsx`),
        );
        if (!screen) throw new Error(`нет чанка экрана ${pageScreens[page]}`);
        const needed = closure(bundle, screen.fileName);
        pageModules[page] = [...new Set([...already, ...needed])].flatMap((file) =>
          (bundle[file] as OutputChunk).moduleIds.map((id) => path.relative(repo, id)),
        );
        const late = LATE_MODULES[page];
        if (late) {
          const id = path.join(repo, late);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`нет чанка с ${late}`);
          closure(bundle, chunk.fileName, needed);
        }
        const files = [...needed].filter((file) => !already.has(file));
        const styles = files.flatMap((file) => [
          ...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? []),
        ]);
        const links = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        this.emitFile({
          type: 'asset',
          fileName: pageHtmlFile(page),
          source: String(html.source).replace('</head>', `    ${links.join('\n    ')}\n  </head>`),
        });
      }
      // What each page runs before its first frame, for the check of what pages must not carry
      // (e2e/build/page-bundles.e2e.ts); kept with the manifest, out of the served files.
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MODULES_FILE,
        source: JSON.stringify(pageModules, null, 1),
      });
    },
  };
}

/** A chunk and every chunk it imports statically. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) closure(bundle, file, seen);
  return seen;
}
