import path from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
// By path, not by the package's name: see page-preloads.ts.
import { pageHtmlFile, type SitePage } from '../../../packages/contracts/src/site-pages.ts';

/** Pages whose HTML starts a call of their own (`src/early/`), by the script that makes it. */
const EARLY_SCRIPTS: Partial<Record<SitePage, string>> = {
  results: 'src/early/early-search.ts',
  detail: 'src/early/early-detail.ts',
};

/**
 * Each such script bundled on its own (the few contracts helpers it needs included), emitted
 * as a hashed asset and named first in its page's head, `async`: it arrives and runs while the
 * HTML is still read, so the page's data is on its way long before the app's code could ask
 * for it (`api/early-answers.ts`). A file, not inline: the site's CSP allows no inline script.
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
        const file = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: path.basename(script, '.ts') + '.js',
            source: output[0].code,
          }),
        );
        const head = '<meta charset="UTF-8" />';
        if (!String(html.source).includes(head)) throw new Error(`нет ${head} в странице ${page}`);
        html.source = String(html.source).replace(
          head,
          `${head}\n    <script async src="/${file}"></script>`,
        );
      }
    },
  };
}
