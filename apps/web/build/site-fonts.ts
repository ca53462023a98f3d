import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import ptSans from '@capsizecss/metrics/pTSans';
import subsetFont from 'subset-font';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { siteCharacters } from './site-text.ts';

const require = createRequire(import.meta.url);

/** PT Sans (ParaType, OFL), the full Google Fonts cut: Cyrillic and Latin in one file a weight. */
const FACES = [
  { weight: 400, file: '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf' },
  { weight: 700, file: '@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf' },
] as const;

const fileName = (weight: number) => `pt-sans-${weight}.woff2`;
const DEV_PREFIX = '/@site-fonts/';

/**
 * Until PT Sans arrives, text is set in a local font stretched to PT Sans's metrics
 * (size-adjust, ascent/descent overrides), so nothing moves when it swaps in: Arial (Windows,
 * macOS), Liberation Sans (Linux; Arial's metrics), Roboto (Android).
 */
const stack = createFontStack([
  ptSans,
  arial,
  {
    ...arial,
    familyName: 'Liberation Sans',
    fullName: 'Liberation Sans',
    postscriptName: 'LiberationSans',
  },
  roboto,
]);

/** Each weight cut down to the characters the site shows, without hinting: about 11 KB. */
async function subset(weight: number): Promise<Buffer> {
  const face = FACES.find((f) => f.weight === weight)!;
  return subsetFont(readFileSync(require.resolve(face.file)), siteCharacters(), {
    targetFormat: 'woff2',
    noHinting: true,
  });
}

/** Preloads and faces, inline in the page's head: the browser knows the fonts before any CSS. */
function headTags(url: (weight: number) => string): HtmlTagDescriptor[] {
  const faces = FACES.map(
    ({ weight }) =>
      `@font-face{font-family:"PT Sans";font-style:normal;font-weight:${weight};` +
      `font-display:swap;src:url(${url(weight)}) format("woff2")}`,
  );
  return [
    ...FACES.map(({ weight }) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: url(weight), crossorigin: '' },
      injectTo: 'head' as const,
    })),
    {
      tag: 'style',
      children: [
        ...faces,
        stack.fontFaces.replace(/\s+/g, ' '),
        `:root{--font-family:${stack.fontFamily}, sans-serif}`,
      ].join('\n'),
      injectTo: 'head',
    },
  ];
}

/**
 * The site's font, self-hosted: subset at build time, hashed under /assets like any asset,
 * `font-display: swap` with a metric-matched fallback and both weights preloaded.
 */
export function siteFonts(): Plugin {
  const served = new Map<number, Promise<Buffer>>();
  let building = false;
  return {
    name: 'site-fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      for (const { weight } of FACES) {
        this.emitFile({ type: 'asset', name: fileName(weight), source: await subset(weight) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const weight = FACES.find((f) => request.url === DEV_PREFIX + fileName(f.weight))?.weight;
        if (weight === undefined) return next();
        if (!served.has(weight)) served.set(weight, subset(weight));
        void served.get(weight)!.then((font) => {
          response.setHeader('content-type', 'font/woff2');
          response.end(font);
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return headTags((weight) => DEV_PREFIX + fileName(weight));
        const assets = Object.values(context.bundle);
        return headTags((weight) => {
          const asset = assets.find(
            (output) => output.type === 'asset' && output.names.includes(fileName(weight)),
          );
          if (!asset) throw new Error(`шрифт ${fileName(weight)} не попал в сборку`);
          return `/${asset.fileName}`;
        });
      },
    },
  };
}
