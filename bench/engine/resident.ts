import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CombinedQuery } from '@peresadka/engine/search/combined';
import { searchDirect } from '@peresadka/engine/search/direct';
import { deserializeTimetable, serializeTimetable } from '@peresadka/engine/timetable/serialize';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import { searchSiteCombined } from '@peresadka/server/search/arrival-bound';
import { collectGarbage } from './timing.ts';

/** Resident set sizes of a process that holds one timetable and nothing else, in bytes. */
export type Resident = {
  /** Node with the engine's modules loaded, before the timetable. */
  bare: number;
  /** Holding the timetable and every search index built on it (after one search of each kind). */
  holding: number;
  /** Of which live: the typed arrays (timetable and indexes), and the JavaScript heap. */
  arrays: number;
  heap: number;
};

type Request = { file: string; query: CombinedQuery };

/**
 * What the timetable costs where the server keeps it: measured in a child process holding
 * only it (the bench's own process also holds PGlite, the generated feed and the source rows,
 * as the server's main process does not need to after compiling, and its combined-search
 * worker never has). The child loads the serialized timetable the way that worker does.
 */
export function measureResident(timetable: Timetable, query: CombinedQuery): Promise<Resident> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'peresadka-resident-'));
  const file = path.join(dir, 'timetable.bin');
  writeFileSync(file, serializeTimetable(timetable));
  // The bench runs under tsx, whose loader the child inherits through execArgv.
  const child = fork(fileURLToPath(import.meta.url), ['child'], { stdio: 'inherit' });
  return new Promise<Resident>((resolve, reject) => {
    child.once('message', (resident: Resident) => resolve(resident));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`измерение памяти завершилось с кодом ${code}`)));
    child.send({ file, query } satisfies Request);
  }).finally(() => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });
}

function holdTimetable({ file, query }: Request): Resident {
  const bare = process.memoryUsage().rss;
  const timetable = deserializeTimetable(new Uint8Array(readFileSync(file)));
  // Each search index is built on first use: one search of each kind builds them all.
  searchDirect(timetable, { ...query, modes: ['TRAIN'] });
  searchSiteCombined(timetable, query);
  // What stays, not the garbage the builds left behind.
  collectGarbage();
  const { rss, arrayBuffers, heapUsed } = process.memoryUsage();
  return { bare, holding: rss, arrays: arrayBuffers, heap: heapUsed };
}

if (process.argv[2] === 'child') {
  process.once('message', (request: Request) => {
    process.send!(holdTimetable(request), () => process.exit(0));
  });
}
