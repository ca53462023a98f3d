import { parse } from 'csv-parse/sync';

export type GtfsProblem = { file: string; line: number; reason: string };

/** Reads one column of the current row; '' when the column is absent or empty. */
export type RowReader = (column: string) => string;

/**
 * Walks a GTFS CSV file row by row without keeping the rows: the largest feeds have
 * hundreds of thousands of stop times, and holding them as objects would cost gigabytes.
 * Returns false (and reports) when a required column is missing, so the caller skips the file.
 */
export function forEachRow(
  file: string,
  text: string,
  required: readonly string[],
  problems: GtfsProblem[],
  onRow: (read: RowReader, line: number) => void,
): boolean {
  let columns: Map<string, number> | undefined;
  let record: string[] = [];
  const read: RowReader = (column) => {
    const at = columns?.get(column);
    return at === undefined ? '' : (record[at]?.trim() ?? '');
  };
  let missing: string[] = [];
  parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    on_record: (row: string[], context) => {
      if (!columns) {
        columns = new Map(row.map((name, i) => [name.trim(), i]));
        missing = required.filter((name) => !columns!.has(name));
        if (missing.length > 0) {
          problems.push({
            file,
            line: 1,
            reason: `нет обязательных столбцов: ${missing.join(', ')}`,
          });
        }
        return null;
      }
      if (missing.length > 0) return null;
      record = row;
      onRow(read, context.lines);
      return null;
    },
  });
  return missing.length === 0 && columns !== undefined;
}
