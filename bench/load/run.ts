import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineLoad } from './machine.ts';
import { baselineRelease, currentRelease } from './releases.ts';
import { renderLoadReport } from './report.ts';
import { saveResult } from './results.ts';
import { abuseBench } from './abuse.ts';
import { bookingBench } from './booking.ts';
import { faultBench } from './fault.ts';
import { faultSalesBench } from './fault-sales.ts';
import { floodBench } from './flood.ts';
import { outageBench } from './outages.ts';
import { searchBench } from './search.ts';
import { supplierBench } from './supplier.ts';
import { timingBench } from './timing.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run bench:load [-- part …]`: the load, fault and abuse figures of issue 23, each part
 * beside the previous release where a comparison means something. Parts not named keep their
 * last figures (bench/load/results); bench/LOAD.md is written from all of them.
 */
const PARTS = {
  search: async () => {
    const fresh = currentRelease();
    return searchBench([baselineRelease(), fresh], { release: fresh, processes: 2 });
  },
  flood: async () => floodBench([baselineRelease(), currentRelease()]),
  abuse: async () => abuseBench([baselineRelease(), currentRelease()]),
  timing: async () => timingBench([baselineRelease(), currentRelease()]),
  booking: async () => bookingBench(currentRelease(), 'process'),
  'booking-cluster': async () => bookingBench(currentRelease(), 'cluster'),
  fault: async () => {
    const release = currentRelease();
    return { ...(await faultBench(release)), outages: await outageBench(release) };
  },
  'fault-sales': async () => faultSalesBench(currentRelease()),
  supplier: async () => supplierBench(currentRelease()),
} as const;
type Part = keyof typeof PARTS;

/** `report` alone rewrites LOAD.md from the kept figures, measuring nothing. */
const asked = process.argv.slice(2).filter((part) => part !== 'report');
const reportOnly = asked.length === 0 && process.argv.includes('report');
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length > 0) {
  console.error(`Нет таких частей: ${unknown.join(', ')}; есть: ${Object.keys(PARTS).join(', ')}`);
  process.exit(1);
}
for (const part of (reportOnly ? [] : asked.length > 0 ? asked : Object.keys(PARTS)) as Part[]) {
  const loadBefore = machineLoad().load;
  const figures = await PARTS[part]();
  saveResult(part, {
    ...figures,
    measuredAt: new Date().toISOString(),
    machine: { cores: os.cpus().length, loadBefore, loadAfter: machineLoad().load },
  });
}
writeFileSync(path.join(root, 'bench/LOAD.md'), renderLoadReport());
console.log('Записано: bench/LOAD.md');
