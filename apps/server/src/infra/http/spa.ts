import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@peresadka/contracts/errors';
import {
  pageHtmlFile,
  sitePageOf,
  sitePages,
  type SitePage,
} from '@peresadka/contracts/site-pages';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Files of the build that are not addresses of their own: the compressed twins are chosen for
 * their original by Accept-Encoding, the pages' copies of index.html are sent for their pages,
 * and the manifest is the build's bookkeeping. (Source maps never reach the build folder: the
 * build keeps them aside.)
 */
const NOT_ADDRESSES = ['**/*.br', '**/*.gz', '.vite/**', 'pages/**'];

/**
 * Serves the built SPA, each file as Brotli or gzip made at build time when the browser takes
 * it. Hashed files under /assets never change, so browsers may keep them for a year;
 * index.html must always be revalidated or users would run a stale build. The site's pages
 * (the table shared with the web's router) get the app with 200 — each page its own copy of
 * index.html that preloads its screen —, every other address the app with 404, where it
 * shows «Страница не найдена»; a missing file is a plain 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'сборка сайта не найдена: выполните npm run build');
    return;
  }
  const pageCopies = new Set(
    (Object.keys(sitePages) as SitePage[]).filter((page) =>
      existsSync(path.join(distDir, pageHtmlFile(page))),
    ),
  );
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: NOT_ADDRESSES,
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // Unknown API paths must stay JSON 404s, never the HTML shell.
    if (isApiPath(request.url)) return reply.callNotFound();
    const pathname = request.url.split('?', 1)[0]!;
    const page = sitePageOf(pathname);
    // The page's own copy preloads its screen's code; a build without copies has index.html.
    if (page) return sendApp(reply, 200, pageCopies.has(page) ? pageHtmlFile(page) : undefined);
    // A chunk of an older build or a mistyped file: the HTML shell in its place would be run
    // as a script or drawn as an image, and a cache would keep it.
    if (looksLikeFile(pathname)) {
      throw new AppError('not_found', `no file ${pathname}`, { userMessage: 'Файл не найден.' });
    }
    return sendApp(reply, 404);
  });
}

const sendApp = (reply: FastifyReply, status: 200 | 404, file = 'index.html') =>
  reply.code(status).header('cache-control', 'no-cache').sendFile(file);

const looksLikeFile = (pathname: string): boolean =>
  pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);

export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
