import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';

/** A build as `npm run build` leaves it: hashed assets with their .br and .gz twins. */
function writeBuild(dist: string) {
  const files = {
    'index.html': `<!doctype html><html lang="ru"><title>Пересадка</title>${'<!-- shell -->'.repeat(200)}`,
    'assets/index-AbC123.js': `console.log(${JSON.stringify('Пересадка '.repeat(500))});`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'pages/results.html': `<!doctype html><html lang="ru"><title>Пересадка</title><link rel="modulepreload" href="/assets/ResultsScreen-X.js">${'<!-- shell -->'.repeat(200)}`,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
}

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

describe(`delivery of the site on ${testBackend()}`, () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'peresadka-dist-'));
  beforeAll(async () => {
    writeBuild(dist);
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('sends an asset, a page and an API answer compressed for «%s»', async (accepted, chosen) => {
    for (const url of ['/assets/index-AbC123.js', '/results', '/api/docs']) {
      const res = await get(url, accepted);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(chosen);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decode(chosen, res.rawPayload).length, url).toBeGreaterThan(res.rawPayload.length);
    }
  });

  it('sends the same answers plain, still saying they vary, to a client without compression', async () => {
    for (const url of ['/assets/index-AbC123.js', '/results', '/api/docs', '/api/health']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
    }
    expect((await get('/assets/index-AbC123.js')).body).toContain('Пересадка');
  });

  it('lets browsers keep hashed assets for a year and revalidate the pages', async () => {
    expect((await get('/assets/index-AbC123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('answers the pages of the route table with the app, any spelling of /help included', async () => {
    for (const url of ['/', '/results?from=Москва', '/Help', '/help/refunds', '/payment/fail']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it("sends a page its own copy of the app, with its screen's code preloaded, where the build made one", async () => {
    const results = await get('/results?from=Москва', 'gzip');
    expect(decode('gzip', results.rawPayload)).toContain('ResultsScreen-X.js');
    const home = await get('/', 'gzip');
    expect(decode('gzip', home.rawPayload)).not.toContain('modulepreload');
    expect((await get('/pages/results.html')).statusCode).toBe(404);
  });

  it('answers an unknown page with 404 and the app, which says «Страница не найдена»', async () => {
    for (const url of ['/nope', '/results/extra', '/help/a/b']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(decode(res.headers['content-encoding'] as string, res.rawPayload)).toContain(
        'Пересадка',
      );
    }
  });

  it('answers a missing file with a plain 404, never the page in its place', async () => {
    for (const url of ['/assets/index-Old999.js', '/assets/missing.css', '/favicon.ico']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });

  it('publishes neither the compressed twins, the build manifest nor source maps as files', async () => {
    for (const url of [
      '/assets/index-AbC123.js.br',
      '/assets/index-AbC123.js.gz',
      '/assets/index-AbC123.js.map',
      '/.vite/manifest.json',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
