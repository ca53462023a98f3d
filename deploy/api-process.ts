import { spawn, type ChildProcess } from 'node:child_process';
import { waitForHealth } from '@peresadka/server/net/wait-for-health';
import { repoRoot, serverProgram } from './paths.ts';

const RESTART_AFTER_MS = 1000;

/**
 * One API process (the compiled `apps/server/dist/main.js`) on its own port, started again when it dies
 * (what systemd's `Restart=always` does on a real machine): a crash costs its requests in
 * flight, never a write it acknowledged or a job it had claimed.
 */
export class ApiProcess {
  private child: ChildProcess | undefined;
  private stopping = false;

  constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts it and waits until it answers /api/health. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', serverProgram], {
      cwd: repoRoot,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: Ctrl+C in the terminal reaches the cluster script alone,
      // which stops nginx before the processes behind it.
      detached: true,
    });
    this.child = child;
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      console.error(
        `Процесс API на порту ${this.port} завершился (${signal ?? `код ${code}`}); перезапуск`,
      );
      setTimeout(() => {
        if (this.stopping) return;
        this.start().then(
          () => console.info(`процесс API перезапущен: ${this.url} (pid ${this.pid})`),
          (error: unknown) => console.error(error),
        );
      }, RESTART_AFTER_MS);
    });
    await waitForHealth(this.url, child);
  }

  /** The last resort when the cluster script itself ends: the process is not left behind. */
  abandon(): void {
    this.stopping = true;
    if (this.child?.exitCode === null && this.child.signalCode === null) this.child.kill();
  }

  /** SIGTERM: the process drains its requests and closes its connections, then exits. */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
