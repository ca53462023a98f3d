import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The rules we keep are the lint's: each is shown failing on code planted where it must not be.
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

const rulesBroken = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

// The first lint loads the TypeScript parser and resolver, seconds on a busy machine.
describe('lint', { timeout: 60_000 }, () => {
  const planted = join(root, 'apps/server/src', `planted-${process.pid}`);
  afterAll(() => rm(planted, { recursive: true, force: true }));

  it('refuses SQL in a route: drizzle-orm and the schema only in repositories', async () => {
    const code = [
      "import { eq } from 'drizzle-orm';",
      "import { users } from '../infra/db/schema.ts';",
      'export const byId = (id: number) => eq(users.id, id);',
    ].join('\n');
    const inRoute = await rulesBroken(code, 'apps/server/src/search/routes.ts');
    expect(inRoute).toHaveLength(2);
    expect(
      inRoute.every((m) => m.startsWith('no-restricted-imports') && m.includes('репозитор')),
    ).toBe(true);
    expect(await rulesBroken(code, 'apps/server/src/search/search-repository.ts')).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    await mkdir(planted, { recursive: true });
    const a = "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n";
    const b = "import { a } from './a.ts';\nexport const b = (): number => a.length;\n";
    await writeFile(join(planted, 'a.ts'), a);
    await writeFile(join(planted, 'b.ts'), b);
    const found = await rulesBroken(a, join('apps/server/src', `planted-${process.pid}`, 'a.ts'));
    expect(found).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });

  it('refuses an import cycle of types only (npm run cycles)', async () => {
    const dir = join(planted, 'types');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B[];\n");
    await writeFile(
      join(dir, 'b.ts'),
      "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    );
    const found = await promisify(execFile)('npm', ['run', '--silent', 'cycles'], {
      cwd: root,
    }).then(
      () => 'none',
      (failed: { stdout: string }) => failed.stdout,
    );
    expect(found).toMatch(/planted-\d+\/types\/[ab]\.ts -> \S*\/types\/[ab]\.ts/);
  });

  it('refuses a hook called conditionally in the web', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Field({ shown }: { shown: boolean }) {',
      '  if (!shown) return null;',
      '  const [text] = useState(0);',
      '  return text;',
      '}',
    ].join('\n');
    const found = await rulesBroken(code, 'apps/web/src/components/Field.tsx');
    expect(found.some((m) => m.startsWith('react-hooks/rules-of-hooks'))).toBe(true);
  });
});
