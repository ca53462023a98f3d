import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';

export type CsvRow = Record<string, string>;

/** The text files of a GTFS zip by base name, unzipped in memory. */
export type GtfsTexts = Map<string, string>;

export function readGtfsTexts(zipPath: string): GtfsTexts {
  const entries = unzipSync(readFileSync(zipPath));
  return new Map(
    Object.entries(entries).map(([name, bytes]) => [name.split('/').pop()!, strFromU8(bytes)]),
  );
}

/**
 * Rows of one file as objects keyed by header; an absent file has no rows. csv-parse is the
 * engine's own CSV dependency, used here only to hand peers the same rows their loaders read.
 */
export function rowsOfFile(texts: GtfsTexts, name: string): CsvRow[] {
  const text = texts.get(name);
  if (text === undefined) return [];
  return parse(text, {
    columns: (header: string[]) => header.map((h) => h.trim()),
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  }) as CsvRow[];
}
