import { createServer } from 'node:net';

/** A loopback port nobody listens on now, other than those already handed out. */
export async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (!taken.includes(port)) return port;
  }
}

function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('нет порта')),
      );
    });
  });
}
