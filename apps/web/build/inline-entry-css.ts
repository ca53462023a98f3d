import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const ENTRY_HTML = 'index.html';

/**
 * The entry's stylesheet (tokens, the global rules, the layout's frame: a few KB) inline in the
 * page's head instead of linked: nothing stands between the page's HTML and its first paint,
 * which a phone on a slow network would otherwise wait another request for. Taken off the entry
 * chunk before Vite writes the HTML and the lazy chunks' preload lists, so neither links the
 * file again (the lazy chunks would load it a second time); put back inline before
 * `pagePreloads` copies the HTML for every page.
 */
export function inlineEntryCss(): Plugin[] {
  let files: string[] = [];
  return [
    {
      name: 'inline-entry-css:take',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const entry = Object.values(bundle).find(
            (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
          );
          if (!entry) throw new Error('в сборке нет входа');
          // The styles of every chunk the entry loads before it runs.
          const initial = [...staticClosure(bundle, entry.fileName)].map(
            (file) => bundle[file] as OutputChunk,
          );
          files = initial.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
          if (files.length === 0) throw new Error('у входа сборки нет стилей');
          for (const chunk of initial) chunk.viteMetadata?.importedCss.clear();
        },
      },
    },
    {
      name: 'inline-entry-css:inline',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        const html = bundle[ENTRY_HTML];
        if (html?.type !== 'asset') throw new Error('в сборке нет index.html');
        const css = files.map((file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`в сборке нет ${file}`);
          delete bundle[file];
          return String(asset.source).trim();
        });
        // A function, so `$` in the CSS is not read as a replacement pattern.
        html.source = String(html.source).replace(
          '</head>',
          () => `  <style>${css.join('\n')}</style>\n  </head>`,
        );
      },
    },
  ];
}

/** A chunk and every chunk it imports statically. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) staticClosure(bundle, file, seen);
  return seen;
}
