import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const session = useBrowser();
const folder = path.resolve(import.meta.dirname, '../../docs/screenshots');

async function shoot(page: Page, name: string) {
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: false });
}

/** The README shows what the site looks like; these pictures are retaken on every e2e run. */
describe.each([
  ['desktop', 1280],
  ['mobile', 375],
] as const)('screenshots at %s width', (layout, width) => {
  it('home, results and a train detail', async () => {
    const page = await session.page(width);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Откуда', exact: true }).fill('Моск');
    await page
      .getByRole('option', { name: /^Москва/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Куда', exact: true }).fill('Казан');
    await page
      .getByRole('option', { name: /^Казань/ })
      .first()
      .click();
    await shoot(page, `home-${layout}`);
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
    await page.getByRole('tab', { name: 'Поезд' }).click();
    await expect.poll(() => panel.textContent()).toContain('₽');
    await shoot(page, `results-${layout}`);
    await panel.getByRole('button').first().click();
    await expect
      .poll(() => page.textContent('body'), { timeout: 20_000 })
      .toContain('Места и цены');
    await shoot(page, `detail-train-${layout}`);
  });
});
