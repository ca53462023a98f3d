import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `everyMs` (and once at once), never two runs of it at a time in this
 * process. The work keeps its state in the database and claims rows with SKIP LOCKED or a
 * lease, so a restart loses nothing and several instances running it at once do each row once.
 * Answers a stop that waits for the run in flight. A run of failures — the database away for
 * minutes — is logged at its first failure and at its end, not once a run.
 */
export function every(
  everyMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let failing = false;
  const run = () => {
    running ??= work()
      .then(() => {
        if (failing) log.warn(`${failure}: снова работает`);
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log.error({ err: error }, `${failure}; повторяется, пока не заработает`);
        failing = true;
      })
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
