import type { Plugin } from 'vite';

const ENTRY_HTML = 'index.html';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/**
 * The entry's stylesheet (tokens, the global rules, the layout's frame: a few KB) inline in the
 * page's head instead of linked: nothing stands between the page's HTML and its first paint,
 * which a phone on a slow network would otherwise wait another request for. Runs before
 * `pagePreloads`, so every page's copy has it too.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle[ENTRY_HTML];
      if (html?.type !== 'asset') throw new Error('в сборке нет index.html');
      const source = String(html.source);
      const file = STYLESHEET.exec(source)?.[1];
      const css = file ? bundle[file] : undefined;
      if (css?.type !== 'asset') throw new Error('в index.html нет стилей входа');
      // A function, so `$` in the CSS is not read as a replacement pattern.
      html.source = source.replace(STYLESHEET, () => `<style>${String(css.source).trim()}</style>`);
    },
  };
}
