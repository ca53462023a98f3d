import autocannon from 'autocannon';

/** One measured run: every body sent exactly once over `connections` kept-alive connections. */
export type RunFigures = {
  connections: number;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and requests that got no answer (reset, timeout). */
  errors: number;
};

export async function sendEach(
  url: string,
  bodies: readonly string[],
  connections: number,
  headers: Record<string, string> = {},
): Promise<RunFigures> {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const answered = () => (lastAnswer = performance.now());
  const options = {
    url,
    method: 'POST',
    connections,
    amount: bodies.length,
    timeout: 30,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      { setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) },
    ],
  } satisfies autocannon.Options;
  // autocannon ends a run of `amount` requests at its next one-second tick, and its duration
  // says so: 1 000 answers in 1.2 s would count as 2 s (500 a second). The run lasts until the
  // last answer.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', answered);
    run.on('reqError', answered);
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    connections,
    requests: result.requests.total,
    seconds,
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
