import { readFileSync } from 'node:fs';
import { parseGtfs } from '@peresadka/engine/gtfs/parse-gtfs';
import type { GtfsFeed } from '@peresadka/engine/gtfs/gtfs-feed';
import { strFromU8, unzipSync } from 'fflate';

/** Reads and parses a GTFS zip; files may sit at the top or in one folder inside it. */
export function readGtfsZip(zipPath: string): GtfsFeed {
  const entries = unzipSync(readFileSync(zipPath));
  const byName = new Map(
    Object.entries(entries).map(([entry, bytes]) => [entry.split('/').pop()!, bytes]),
  );
  return parseGtfs((file) => {
    const bytes = byName.get(file);
    return bytes ? strFromU8(bytes) : undefined;
  });
}
