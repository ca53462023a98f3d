import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const session = useBrowser();

/** Submits and waits for the form's alert to name every expected problem: the alert of the
 * previous submit stays on screen until the new one replaces it. */
async function submitAndExpect(page: Page, ...problems: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  const alert = page.getByRole('alert').first();
  for (const problem of problems) {
    await expect.poll(() => alert.textContent()).toContain(problem);
  }
}

describe.each([
  ['desktop', 1280],
  ['mobile', 375],
] as const)('search form rules at %s width', (_layout, width) => {
  it('says what is wrong with each field, in Russian, and stays on the page', async () => {
    const page = await session.page(width);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Откуда', exact: true }).fill('Москва!');
    await page.getByRole('combobox', { name: 'Куда', exact: true }).fill('Казань');
    await page.getByLabel('Дата').fill('');
    await page.getByLabel('Отправление с, ч').fill('25');
    await submitAndExpect(
      page,
      'Недопустимые символы в названии населённого пункта',
      'Поле «Дата» не должно быть пустым',
      'Время должно быть от 0 до 24',
    );

    await page.getByRole('combobox', { name: 'Откуда', exact: true }).fill('Москва');
    await page.getByLabel('Дата').fill('2099-01-01');
    await page.getByLabel('Отправление с, ч').fill('10');
    await page.getByLabel('Отправление до, ч').fill('5');
    await submitAndExpect(page, 'Дата указана неверно', 'Неверный временной диапазон');

    await page.getByRole('button', { name: /Пассажиры/ }).click();
    await page.getByRole('button', { name: 'Взрослые: меньше' }).click();
    await page.keyboard.press('Escape');
    await submitAndExpect(page, 'Пожалуйста, укажите количество пассажиров');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
