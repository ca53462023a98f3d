import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { pickPlace } from '../support/search-form.ts';

const session = useBrowser();
const tomorrow = () => new Date(Date.now() + 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

describe('the results open where the answer is', () => {
  it('opens a search for trains alone on the trains, with their cards', async () => {
    const page = await session.page();
    await page.goto('/');
    await pickPlace(page, 'Откуда', 'Моск', 'Москва');
    await pickPlace(page, 'Куда', 'Санк', 'Санкт-Петербург');
    await page.getByLabel('Дата').fill(tomorrow());
    const modes = page.getByRole('group', { name: 'Виды транспорта' });
    for (const mode of ['Комбинированные', 'Самолёт', 'Автобус']) {
      await modes.getByRole('checkbox', { name: mode }).uncheck();
    }
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/results');

    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Поезд');
    expect(await panel.textContent()).not.toContain('Ничего не найдено');
    expect(await panel.locator('ul > li > button').count()).toBeGreaterThan(0);
  });

  it('opens on the trains between cities without an airport, every mode asked for', async () => {
    const page = await session.page();
    await page.goto(`/results?from=Москва&to=Тверь&date=${tomorrow()}&adults=1&combined=0`);
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Поезд');
  });
});
