import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|md|txt|xml|webmanifest)$/;

const dist = path.resolve(import.meta.dirname, '../dist');

/**
 * Every file of the build also as .br and .gz, at the strongest settings: made once here,
 * they cost the server nothing per request (it picks one by Accept-Encoding), and a proxy in
 * front (nginx's gzip_static / brotli_static) can serve them the same way.
 */
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const raw = readFileSync(file);
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  // A twin no smaller than the file is never worth choosing: the server falls back to the file.
  if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
}
