import { readFileSync } from 'node:fs';

/** Rows of an authored TSV file: '#' lines are comments, the first other line names the columns. */
export function readTsv(path: string): Record<string, string>[] {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  if (!header) return [];
  const columns = header.split('\t');
  return rows.map((line, i) => {
    const cells = line.split('\t');
    if (cells.length !== columns.length) {
      throw new Error(
        `${path}: строка ${i + 2}: ${cells.length} столбцов вместо ${columns.length}`,
      );
    }
    return Object.fromEntries(columns.map((c, k) => [c, cells[k]!.trim()]));
  });
}
