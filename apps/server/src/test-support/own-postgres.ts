import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../infra/net/free-port.ts';

/**
 * A PostgreSQL server of its own — its own data folder and port — for the tests and the
 * benchmark that stop it, freeze it and start it again; never the machine's shared one.
 */
export type OwnPostgres = {
  /** Its `postgres` database, as the superuser `postgres`, trusted. */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended and the server shuts down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the server and every process of it: connections stay open, nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Stops it for good and deletes its data folder. */
  destroy(): Promise<void>;
};

const bin = (tool: string) =>
  path.join(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim(), tool);

/** PostgreSQL refuses to run as root: there, its tools run as the `postgres` user. */
function run(tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(
    asRoot ? 'runuser' : bin(tool),
    asRoot ? ['-u', 'postgres', '--', bin(tool), ...args] : args,
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'peresadka-own-pg-'));
  if (process.getuid?.() === 0) {
    const postgres = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(postgres), Number(postgres));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-c port=${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    // Its data is thrown away afterwards: nothing to keep safe on disk.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const signalAll = (signal: NodeJS.Signals) => {
    const postmaster = Number(
      readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, signal);
    for (const child of childrenOf(postmaster)) process.kill(child, signal);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    async destroy() {
      try {
        signalAll('SIGCONT');
        await stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The command may hold spaces and parentheses; the parent comes after the last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
