import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

const screenshots = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** The README shows what the site looks like; these pictures are retaken on every e2e run. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: false });
}

/** One part of a page, whole however tall: a car plan drawn down a phone's screen. */
export async function shootPart(part: Locator, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await part.screenshot({ path: path.join(screenshots, `${name}.png`) });
}
