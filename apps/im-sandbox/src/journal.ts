import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * An append-only file of JSON lines. Each change is appended synchronously, so it is on disk
 * before the answer that reveals it is sent, and a change never rewrites what came before. At
 * open the lines are read back (a last line torn by a crash is dropped: its answer was never
 * sent) and the file is rewritten as `compact` reduces them, so it grows only between restarts.
 */
export class Journal<T> {
  private constructor(private readonly fd: number) {}

  static open<T>(
    file: string,
    compact: (entries: T[]) => T[],
  ): { journal: Journal<T>; entries: T[] } {
    mkdirSync(dirname(file), { recursive: true });
    const entries = compact(readEntries<T>(file));
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    renameSync(temporary, file);
    return { journal: new Journal<T>(openSync(file, 'a')), entries };
  }

  append(entry: T): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
  }

  close(): void {
    closeSync(this.fd);
  }
}

function readEntries<T>(file: string): T[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  const entries: T[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      entries.push(JSON.parse(line) as T);
    } catch (error) {
      // Only the last line can be torn; a bad line before it is damage, not a crash.
      const last = lines.slice(i + 1).every((rest) => rest.trim() === '');
      if (!last)
        throw new Error(`im sandbox: journal ${file} is damaged at line ${i + 1}`, {
          cause: error,
        });
    }
  });
  return entries;
}
