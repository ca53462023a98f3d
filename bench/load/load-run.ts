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
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    amount: bodies.length,
    timeout: 30,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      { setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) },
    ],
  });
  const seconds = result.duration;
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
