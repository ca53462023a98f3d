import path from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
// By path, not by the package's name: see page-preloads.ts.
import { pageHtmlFile, type SitePage } from '../../../packages/contracts/src/site-pages.ts';

/** Pages whose HTML starts a call of their own (`src/early/`), by the script that makes it. */
const EARLY_SCRIPTS: Partial<Record<SitePage, string>> = {
  results: 'src/early/early-search.ts',
};

/**
 * Each such script bundled on its own (the few contracts helpers it needs included) and put
 * inline in its page's HTML, where it runs as the HTML is read: the page's data is on its way
 * a round trip or two before the app's code could ask for it (`api/early-answers.ts`).
 */
export function earlyCalls(): Plugin {
  return {
    name: 'early-calls',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const [page, script] of Object.entries(EARLY_SCRIPTS)) {
        const html = bundle[pageHtmlFile(page as SitePage)];
        if (html?.type !== 'asset') throw new Error(`в сборке нет страницы ${page}`);
        const build = await rolldown({
          input: path.resolve(import.meta.dirname, '..', script),
          platform: 'browser',
        });
        const { output } = await build.generate({ format: 'iife', minify: true });
        await build.close();
        // A function, so `$` in the code is not read as a replacement pattern.
        html.source = String(html.source).replace(
          '</head>',
          () => `  <script>${output[0].code.trim()}</script>\n  </head>`,
        );
      }
    },
  };
}
