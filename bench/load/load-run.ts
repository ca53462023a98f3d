import autocannon from 'autocannon';

/** One measured run: every body sent exactly once over `connections` kept-alive connections. */
export type RunFigures = {
  connections: number;
  requests: number;
  seconds: number;
  perSecond: number;
  /** Of the measured bodies, on open connections (each connection's opening request apart). */
  p50: number;
  p99: number;
  /** p99 of every answer of the run, the connections' opening requests included. */
  p99WithOpening?: number;
  /** Answers other than 2xx, and requests that got no answer (reset, timeout). */
  errors: number;
};

/**
 * Sends every body once over `connections` connections. With `opening` (one body per
 * connection), each connection first sends one of those, and the latencies are those of the
 * bodies that follow, on connections already open: Node (libuv ≥ 1.45) accepts one new
 * connection per turn of its event loop, so fifty connections opened at once to a process
 * already busy wait up to fifty turns for their first answer — a burst no steady hour has,
 * and one our nginx absorbs with its kept-alive upstream connections. The run's time and
 * requests a second count every answer, the opening ones too; `onAnswer` is given each one's
 * status and body.
 */
export async function sendEach(
  url: string,
  bodies: readonly string[],
  connections: number,
  headers: Record<string, string> = {},
  opening: readonly string[] = [],
  onAnswer?: (status: number, body: string) => void,
): Promise<RunFigures> {
  if (opening.length > 0 && opening.length !== connections) {
    throw new Error(`Открывающих запросов ${opening.length}, соединений ${connections}`);
  }
  const sequence = [...opening, ...bodies];
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const answered = () => (lastAnswer = performance.now());
  const latencies: number[] = [];
  const withOpening: number[] = [];
  const opened = new Set<object>();
  const options = {
    url,
    method: 'POST',
    connections,
    amount: sequence.length,
    timeout: 30,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: sequence[next++] }),
        ...(onAnswer ? { onResponse: onAnswer } : {}),
      },
    ],
  } satisfies autocannon.Options;
  // autocannon ends a run of `amount` requests at its next one-second tick, and its duration
  // says so: 1 000 answers in 1.2 s would count as 2 s (500 a second). The run lasts until the
  // last answer.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', (client: object, _status: number, _bytes: number, ms: number) => {
      answered();
      withOpening.push(ms);
      // Each client sends its first request as it connects, before any other of its own.
      if (opening.length > 0 && !opened.has(client)) opened.add(client);
      else latencies.push(ms);
    });
    run.on('reqError', answered);
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    connections,
    requests: bodies.length,
    seconds,
    perSecond: result.requests.total / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    ...(opening.length > 0 ? { p99WithOpening: percentile(withOpening, 0.99) } : {}),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The value at or below which `share` of the latencies lie, in whole milliseconds. */
function percentile(latencies: number[], share: number): number {
  const sorted = [...latencies].sort((x, y) => x - y);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN,
  );
}
