import { parentPort } from 'node:worker_threads';
import type { CombinedQuery } from '@peresadka/engine/search/combined';
import type { Journey } from '@peresadka/engine/search/ride';
import { deserializeTimetable } from '@peresadka/engine/timetable/serialize';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import { searchSiteCombined } from './arrival-bound.ts';

/** Messages the pool sends: a timetable to hold, or a search on the one held. */
export type WorkerRequest =
  | { type: 'timetable'; version: number; bytes: Uint8Array }
  | { type: 'search'; id: number; version: number; query: CombinedQuery };

export type WorkerReply = { id: number; journeys: Journey[] } | { id: number; error: string };

let held: { version: number; timetable: Timetable } | undefined;

parentPort?.on('message', (message: WorkerRequest) => {
  if (message.type === 'timetable') {
    held = { version: message.version, timetable: deserializeTimetable(message.bytes) };
    return;
  }
  let reply: WorkerReply;
  try {
    if (held?.version !== message.version) throw new Error('timetable version mismatch');
    reply = { id: message.id, journeys: searchSiteCombined(held.timetable, message.query) };
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
