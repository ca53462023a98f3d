import type { FastifyReply } from 'fastify';
import { OutageError } from './retry-later.ts';

/**
 * A request's `work`, or a 503 with Retry-After once the request has taken `limitMs` since it
 * arrived: a part that never answers (a frozen database, a provider holding its connection)
 * must not hold the visitor as well. Timeouts of each part free its connections later; this
 * bounds what the visitor waits. The work goes on and its late result is dropped — what it
 * writes is in a transaction or idempotent, so a repeat of the request finds it done or not.
 */
export function withinDeadline<T>(
  work: () => Promise<T> | T,
  reply: FastifyReply,
  limitMs: number,
): Promise<T | FastifyReply> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => {
        if (reply.sent) resolve(reply);
        else reject(new OutageError('срок ответа', new Error(`no answer in ${limitMs} ms`)));
      },
      Math.max(0, limitMs - reply.elapsedTime),
    );
    Promise.resolve()
      .then(work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
