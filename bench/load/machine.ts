import { execFileSync } from 'node:child_process';
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
  const pid = sitePids(dataDir, port)[0];
  if (pid === undefined) throw new Error(`нет процесса сайта с DATA_DIR=${dataDir}`);
  return pid;
}

/** Every process started with the data folder (a cluster's API processes share it). */
export function sitePids(dataDir: string, port?: number): number[] {
  const marker = `DATA_DIR=${dataDir}\0`;
  const onPort = port === undefined ? null : `\0PORT=${port}\0`;
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = `\0${readFileSync(`/proc/${entry}/environ`, 'latin1')}`;
      if (environ.includes(marker) && (onPort === null || environ.includes(onPort))) {
        pids.push(Number(entry));
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

let ticksPerSecond: number | undefined;

/** Processor time the processes have used so far (user and system), in milliseconds. */
export function cpuMs(pids: readonly number[]): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command name in brackets may hold spaces: the fields are counted after it.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone: a restarted process's time is lost with it
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}
