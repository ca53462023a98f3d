import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZEnv } from './config.ts';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

/** The variables named in the first column of README.md's tables. */
function describedVariables(): Set<string> {
  const firstCells = [...readme.matchAll(/^\|([^|\n]*)\|/gm)].map((row) => row[1]!);
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
  );
}

describe('README.md', () => {
  it('describes every environment variable the server reads', () => {
    const described = describedVariables();
    expect(Object.keys(ZEnv.shape).filter((name) => !described.has(name))).toEqual([]);
  });
});
