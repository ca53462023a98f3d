import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `everyMs` (and once at once), never two runs of it at a time in this
 * process. The work keeps its state in the database and claims rows with SKIP LOCKED or a
 * lease, so a restart loses nothing and several instances running it at once do each row once.
 * Answers a stop that waits for the run in flight.
 */
export function every(
  everyMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= work()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => (running = undefined));
  };
  // Instances started together should not run in lockstep.
  const timer = setInterval(run, everyMs + Math.floor(Math.random() * everyMs * 0.2));
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
