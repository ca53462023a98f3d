import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserSession = {
  readonly baseUrl: string;
  /** A fresh page for the current test, at the given viewport width. */
  page(width?: number): Promise<Page>;
};

/**
 * One Chromium per test file and a fresh context per test; a failing test leaves a
 * screenshot of what the user saw in e2e/artifacts/.
 */
export function useBrowser(): BrowserSession {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext | undefined;
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      // The browser's own language, as a Russian visitor's is: date fields read дд.мм.гггг (the
      // context's locale alone leaves them mm/dd/yyyy). Needs Debian's chromium-l10n.
      env: { ...process.env, LANGUAGE: 'ru' },
    });
  });
  afterAll(() => browser?.close());
  beforeEach((ctx) => async () => {
    // The test has already been judged when its cleanup runs, and the page is still open.
    if (current && ctx.task.result?.state === 'fail') {
      mkdirSync(artifacts, { recursive: true });
      const name = ctx.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      await current.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
    }
    await context?.close();
    context = undefined;
    current = undefined;
  });

  return {
    baseUrl,
    async page(width = 1280) {
      await context?.close();
      context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height: 900 },
        locale: 'ru-RU',
      });
      current = await context.newPage();
      return current;
    },
  };
}
