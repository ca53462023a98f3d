import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the server process answers /api/health (it does once migrated, seeded and
 * listening); a process that exits or stays silent for 90 s is an error (and is killed).
 */
export async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Сервер завершился с кодом ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error('Сервер не ответил на /api/health за 90 с');
}
