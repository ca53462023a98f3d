import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** What else the machine was doing: the 1-minute load average and the cores it has. */
export const machineLoad = () => ({ load: os.loadavg()[0]!, cores: os.cpus().length });

/** A process's resident memory in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The process serving a site, found by the data folder in its environment (and its port, for
 * one process of a cluster, which share the folder): both releases' starters give every site
 * a folder of its own, and a cluster's processes get new ids when restarted.
 */
export function serverPid(dataDir: string, port?: number): number {
  const marker = `DATA_DIR=${dataDir}\0`;
  const onPort = port === undefined ? null : `\0PORT=${port}\0`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = `\0${readFileSync(`/proc/${entry}/environ`, 'latin1')}`;
      if (environ.includes(marker) && (onPort === null || environ.includes(onPort))) {
        return Number(entry);
      }
    } catch {
      // gone, or not ours to read
    }
  }
  throw new Error(`нет процесса сайта с DATA_DIR=${dataDir}`);
}
