import { Worker } from 'node:worker_threads';
import type { CombinedQuery } from '@peresadka/engine/search/combined';
import type { Journey } from '@peresadka/engine/search/ride';
import { serializeTimetable } from '@peresadka/engine/timetable/serialize';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import type { WorkerReply, WorkerRequest } from './combined-worker.ts';

/** A search cut short because the server is stopping, not because anything went wrong. */
export class PoolClosedError extends Error {
  override readonly name = 'PoolClosedError';
  constructor() {
    super('combined search pool closed');
  }
}

/** Running from the build (node dist/main.js) rather than the TypeScript sources. */
const compiled = !import.meta.url.endsWith('.ts');

type Pending = { resolve: (journeys: Journey[]) => void; reject: (error: Error) => void };

/**
 * Combined searches take tens to hundreds of milliseconds on the national network; they run
 * in a worker thread so the API keeps answering meanwhile. The worker holds the same compiled
 * timetable as the request (sent once per rebuild as one buffer), so the rides it returns
 * index into the timetable the request presents them with.
 */
export class CombinedPool {
  private worker: Worker | undefined;
  private readonly versions = new WeakMap<Timetable, number>();
  private nextVersion = 1;
  private sentVersion = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  run(timetable: Timetable, query: CombinedQuery): Promise<Journey[]> {
    const worker = this.start();
    let version = this.versions.get(timetable);
    if (version === undefined) {
      version = this.nextVersion++;
      this.versions.set(timetable, version);
    }
    if (version !== this.sentVersion) {
      const request: WorkerRequest = {
        type: 'timetable',
        version,
        bytes: serializeTimetable(timetable),
      };
      worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
      this.sentVersion = version;
    }
    const id = this.nextId++;
    return new Promise<Journey[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const request: WorkerRequest = { type: 'search', id, version, query };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.failAll(new PoolClosedError());
    await this.worker?.terminate();
    this.worker = undefined;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = compiled
      ? // The build puts the compiled worker beside the server's own file (deploy/build.ts).
        new Worker(new URL('./combined-worker.js', import.meta.url))
      : // From the sources (development, tests) a one-line bootstrap has tsx compile it.
        new Worker(
          "import('tsx/esm/api').then(({ tsImport }) => tsImport(require('node:worker_threads').workerData, 'file:///'))",
          { eval: true, workerData: new URL('./combined-worker.ts', import.meta.url).href },
        );
    worker.on('message', (reply: WorkerReply) => {
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!pending) return;
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.journeys);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      this.failAll(new Error('combined search worker stopped'));
      this.worker = undefined;
      this.sentVersion = 0;
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
