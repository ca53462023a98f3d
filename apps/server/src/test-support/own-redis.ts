import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '../infra/net/free-port.ts';

/** A redis-server of its own, on its own port, to kill and start again; never the shared one. */
export type OwnRedis = {
  url: string;
  /** SIGKILL: connections drop at once, everything it held is gone. */
  kill(): Promise<void>;
  /** A fresh, empty server on the same port. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing answers. */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
};

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await listening(port);
  };
  const kill = async () => {
    const running = server;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    destroy: kill,
  };
}

async function listening(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server не запустился на порту ${port}`);
}
