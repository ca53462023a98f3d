import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImPath } from './im-calls.ts';

/** The IM fixtures kept in the repository (`packages/contracts/im-fixtures`). */
export const IM_FIXTURES_DIR = path.resolve(import.meta.dirname, '../../im-fixtures');

/** Where a call's fixtures are: railway Void has only Aeroexpress's, of the same shape. */
const FIXTURE_OF: Partial<Record<ImPath, string>> = {
  'Order/V1/Reservation/Void': 'Aeroexpress/Order/Reservation/Void',
};

const base = (call: ImPath) => FIXTURE_OF[call] ?? call.replace('/V1/', '/');

/** The request fixture of a call (`*.in.json`), or undefined where the material has none. */
export function requestFixture(call: ImPath): unknown {
  const file = path.join(IM_FIXTURES_DIR, `${base(call)}.in.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The response fixture of a call (`*.json`), or undefined where the material has none. */
export function responseFixture(call: ImPath): unknown {
  const file = path.join(IM_FIXTURES_DIR, `${base(call)}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The carrier blank the material keeps (Order/Reservation/Blank.pdf). */
export const blankFixture = (): Buffer =>
  readFileSync(path.join(IM_FIXTURES_DIR, 'Order/Reservation/Blank.pdf'));

/**
 * Where `actual` differs in shape from `fixture`: a field of the fixture missing, a field the
 * fixture does not have (except those named in `extra`, fields of the protocol the fixture
 * happens to lack), or a value of another JSON type (null matches any type, as the protocol's
 * optional fields are null in one answer and filled in another). Arrays compare each element
 * with the fixture's first; an empty array on either side matches any.
 */
export function shapeDifferences(
  actual: unknown,
  fixture: unknown,
  extra: ReadonlySet<string> = new Set(),
  at = '$',
): string[] {
  if (actual === null || fixture === null) return [];
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v);
  if (kind(actual) !== kind(fixture)) return [`${at}: ${kind(actual)} вместо ${kind(fixture)}`];
  if (Array.isArray(actual) && Array.isArray(fixture)) {
    if (fixture.length === 0) return [];
    return actual.flatMap((item, i) => shapeDifferences(item, fixture[0], extra, `${at}[${i}]`));
  }
  if (typeof actual === 'object' && typeof fixture === 'object') {
    const a = actual as Record<string, unknown>;
    const f = fixture as Record<string, unknown>;
    return [
      ...Object.keys(f)
        .filter((key) => !(key in a))
        .map((key) => `${at}.${key}: нет поля`),
      ...Object.keys(a)
        .filter((key) => !(key in f) && !extra.has(key))
        .map((key) => `${at}.${key}: лишнее поле`),
      ...Object.keys(f)
        .filter((key) => key in a)
        .flatMap((key) => shapeDifferences(a[key], f[key], extra, `${at}.${key}`)),
    ];
  }
  return [];
}
