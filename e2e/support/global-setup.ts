import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startSiteProcess } from '@peresadka/server/src/test-support/site-process.ts';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built-in payment sandbox's page: another origin, as a real provider's is. */
    paymentOrigin: string;
    /** Where the server writes its mail as .eml files (no SMTP in the e2e run). */
    outboxDir: string;
    /** Where journeys leave the accounts they share with later files of the run. */
    accountsDir: string;
  }
}

/**
 * Starts the real server once for the whole run, on a free port with a fresh data folder,
 * serving the web build that `npm run test:e2e` has just made (nothing is built twice).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(
    'bash',
    [
      path.join(root, 'scripts/ensure-debian-tools.sh'),
      'chromium',
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ],
    { stdio: 'inherit' },
  );
  const dist = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(dist))
    throw new Error('Нет сборки сайта: запустите npm run test:e2e (он собирает сайт).');

  const site = await startSiteProcess({
    // Every journey comes from one address, faster than a person: the per-address bounds
    // of searching would take the run for a script (they have API tests of their own).
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
    RATE_LIMIT_SUGGEST_PER_MINUTE: '100000',
    COMBINED_QUEUE_PER_CLIENT: '32',
    // A sale can be voided whole for 10 minutes after it; a journey returns its ticket the way
    // a traveller does any time later, by the carrier's rules, with their deductions.
    IM_SANDBOX_VOID_MINUTES: '0',
  });
  project.provide('baseUrl', site.baseUrl);
  project.provide('paymentOrigin', site.paymentOrigin);
  project.provide('outboxDir', site.outboxDir);
  project.provide('accountsDir', path.join(site.dataDir, 'e2e-accounts'));
  return () => site.stop();
}
