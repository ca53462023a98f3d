import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';

/**
 * `npx tsx bench/startup/first-search.ts [DATA_DIR]`, after `npm run build`: starts the built
 * server (`node dist/main.js`, as `npm start` does after its build) and times, from the
 * process's start, `/api/health` answering ok, then the first search answered, the price strip
 * of that search, and the same search again. Run it twice with one DATA_DIR: the first start
 * loads the demonstration network, the second finds it. Results go in bench/STARTUP.md.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = process.argv[2] ?? mkdtempSync(path.join(tmpdir(), 'peresadka-startup-'));
const port = 3900 + Math.floor(Math.random() * 50) * 3;
const base = `http://127.0.0.1:${port}`;
const day = (n: number) => formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), n));
const search = { starting_point: 'Москва', ending_point: 'Санкт-Петербург', date: day(1) };

const started = performance.now();
const since = () => Math.round(performance.now() - started);
const server = spawn('node', ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));

async function timed(what: string, url: string, body?: object) {
  const from = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body && JSON.stringify(body),
  });
  await res.arrayBuffer();
  const ms = Math.round(performance.now() - from);
  console.log(`${what}: ${res.status} за ${ms} мс (${since()} мс от старта)`);
  return { status: res.status, ms };
}

try {
  for (;;) {
    const ready = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (since() > 300_000) throw new Error('сервер не ответил за 5 минут');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`/api/health ok: ${since()} мс от старта`);
  await timed('первый поиск Москва → Санкт-Петербург на завтра', '/api/v1/routes', search);
  await timed('полоса цен этого поиска', '/api/v1/day_prices', search);
  await timed('тот же поиск снова', '/api/v1/routes', search);
  const later = { ...search, date: day(7) };
  await timed('тот же путь через неделю', '/api/v1/routes', later);
  await timed('полоса цен через неделю', '/api/v1/day_prices', later);
  await timed('другой поиск Казань → Сочи через неделю', '/api/v1/routes', {
    ...later,
    starting_point: 'Казань',
    ending_point: 'Сочи',
  });
  console.log(`DATA_DIR=${dataDir}`);
  console.log(
    log
      .split('\n')
      .filter((line) => /расписание|прогре|запуск занял|ответа/i.test(line))
      .join('\n'),
  );
} finally {
  server.kill('SIGTERM');
}
