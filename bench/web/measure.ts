import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { SiteProcess } from '@peresadka/server/test-support/site-process';
import type { MeasuredPage } from './pages.ts';
import type { Seeded } from './seed.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  /** Audits that count towards a score and did not pass, by title. */
  failed: string[];
  /** Lighthouse's own failure to measure the load (e.g. NO_NAVSTART), null when it measured. */
  runtimeError: string | null;
};

/**
 * The page loaded once, unmeasured, as a visitor before us would have: the server's first
 * answers to a search (the timetable's first use, the price strip's seven searches, cached for
 * minutes) are computed on this machine's two cores, and a Lighthouse run that met them would
 * charge the server's work to the phone's main thread (a run's TBT went 114 → 420 ms when the
 * price strip was computed during the load).
 */
export async function warmUp(page: MeasuredPage, site: SiteProcess, seeded: Seeded): Promise<void> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  try {
    const tab = await browser.newPage();
    const url = await page.prepare(tab, site, seeded);
    await tab.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run (mobile preset: a mid-range phone on slow 4G, simulated) in a fresh
 * Chromium: the page's state is prepared, the HTTP cache emptied, then Lighthouse loads the
 * address in the same tab, keeping storage and cookies (it would wipe them otherwise).
 */
export async function measure(
  page: MeasuredPage,
  site: SiteProcess,
  seeded: Seeded,
  keepAs: string,
): Promise<Run> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  try {
    const tab = await browser.newPage();
    const url = await page.prepare(tab, site, seeded);
    await tab.goto('about:blank');
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse не вернул результат для ${url}`);
    // The app's error screen (a chunk that failed to load, a crash) is light and would score
    // like a page: such a run measures nothing.
    if (await tab.$('[data-error]')) {
      throw new Error(`${url}: вместо страницы — экран ошибки приложения`);
    }
    // The whole report, for whoever wants to see why (open it in the Lighthouse viewer).
    mkdirSync(path.dirname(keepAs), { recursive: true });
    writeFileSync(keepAs, JSON.stringify(result.lhr));
    return summarise(result.lhr);
  } finally {
    await browser.close();
  }
}

function summarise(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = CATEGORIES.flatMap((category) =>
    lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => audit.title),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((lhr.categories[category]!.score ?? 0) * 100),
      ]),
    ) as Run['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    failed,
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}
