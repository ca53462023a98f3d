import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LoadSite, Release } from './site.ts';

export type User = { username: string; email: string; password: string };

/**
 * Activated accounts put straight into a release's database by that release's own test
 * helper (registration's captcha and per-address limits are not what these runs measure).
 */
export async function createUsers(
  release: Release,
  databaseUrl: string,
  names: readonly string[],
): Promise<User[]> {
  const module = (file: string) =>
    import(pathToFileURL(path.join(release.root, 'apps/server/src', file)).href);
  const { openDatabase } = (await module('infra/db/database.ts')) as {
    openDatabase: (o: {
      kind: 'postgres';
      url: string;
    }) => Promise<{ db: unknown; close(): Promise<void> }>;
  };
  const { createActiveUser } = (await module('test-support/accounts.ts')) as {
    createActiveUser: (db: unknown, username: string) => Promise<User>;
  };
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const users = [];
    for (const name of names) users.push(await createActiveUser(database.db, name));
    return users;
  } finally {
    await database.close();
  }
}

/** ALTCHA's proof of work for a client at `from`, solved as the widget solves it. */
export async function captcha(site: LoadSite, from: string): Promise<string> {
  const res = await fetch(`${site.baseUrl}/api/v1/captcha/challenge`, {
    headers: { 'x-forwarded-for': from },
  });
  const challenge = (await res.json()) as object;
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
