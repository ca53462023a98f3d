import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const session = useBrowser();

async function submitAndRead(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  const alert = page.getByRole('alert').first();
  await expect.poll(() => alert.textContent()).not.toBe('');
  return (await alert.textContent()) ?? '';
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
    let text = await submitAndRead(page);
    expect(text).toContain('Недопустимые символы в названии населённого пункта');
    expect(text).toContain('Поле «Дата» не должно быть пустым');
    expect(text).toContain('Время должно быть от 0 до 24');

    await page.getByRole('combobox', { name: 'Откуда', exact: true }).fill('Москва');
    await page.getByLabel('Дата').fill('2099-01-01');
    await page.getByLabel('Отправление с, ч').fill('10');
    await page.getByLabel('Отправление до, ч').fill('5');
    text = await submitAndRead(page);
    expect(text).toContain('Дата указана неверно');
    expect(text).toContain('Неверный временной диапазон');

    await page.getByRole('button', { name: /Пассажиры/ }).click();
    await page.getByRole('button', { name: 'Взрослые: меньше' }).click();
    await page.keyboard.press('Escape');
    text = await submitAndRead(page);
    expect(text).toContain('Пожалуйста, укажите количество пассажиров');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
