import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/infra/db/database.ts';

/** Writes docs/openapi.json; with --check fails when the committed copy is stale. */
const target = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
const check = process.argv.includes('--check');

const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const app = await buildApp(
  loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    DATA_DIR: path.join(import.meta.dirname, '../../../data'),
  }),
  { database },
);
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();

if (check) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // a missing file is as stale as a different one
  }
  if (committed !== document) {
    console.error('docs/openapi.json устарел: выполните npm run openapi и закоммитьте результат.');
    process.exit(1);
  }
  console.log('docs/openapi.json актуален.');
} else {
  writeFileSync(target, document);
  console.log(`Записан ${path.relative(process.cwd(), target)}`);
}
