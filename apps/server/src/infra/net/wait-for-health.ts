import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the server process answers /api/health (it does once migrated, seeded, its
 * search warmed and listening); a process that exits or stays silent for 5 minutes is an error
 * (and is killed). A first start took 250 s on two cores at load 25 (bench/STARTUP.md).
 */
export async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
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
  throw new Error('Сервер не ответил на /api/health за 5 минут');
}
