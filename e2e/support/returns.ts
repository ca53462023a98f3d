import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fullName, pathOf, type Person } from './ordering.ts';
import { kopecks } from './payments.ts';

/*
 * «Мои поездки» and the return of a ticket from it, by keyboard as well as by mouse: the refunds
 * journey and the train supplier's journey each return a passenger's ticket this way.
 */

export const TRIPS = '/profile?tab=trips';

/** The contracts' text (returnMessages.returned) the refund page shows once it is done. */
export const RETURNED = 'Билет возвращён. Деньги вернутся на карту, обычно за 1–3 рабочих дня.';

export const addressOf = (page: Page) => `${pathOf(page)}${new URL(page.url()).search}`;

/** An order's card in «Мои поездки». */
export const tripCard = (page: Page, order: number) =>
  page.getByRole('article', { name: new RegExp(`заказ № ${order}$`) });

export const passengerRow = (trip: Locator, person: Person) =>
  trip
    .getByRole('list', { name: 'Пассажиры' })
    .getByRole('listitem')
    .filter({ hasText: fullName(person) });

/** «Вернуть билет» of a passenger in «Мои поездки»: the refund page of that ticket. */
export async function openRefund(page: Page, trip: Locator, person: Person) {
  await trip.getByRole('link', { name: `Вернуть билет: ${fullName(person)}` }).press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/payment/return');
  expect(new URL(page.url()).searchParams.get('type')).toBe('train');
  await page.getByRole('heading', { level: 1, name: 'Возврат билета' }).waitFor();
  await expect.poll(() => page.getByText(fullName(person), { exact: true }).count()).toBe(1);
}

/**
 * The document typed and Enter pressed in it: what the page says comes back and what is kept,
 * in kopecks, before anything is returned.
 */
export async function quote(page: Page, document: string): Promise<{ back: number; kept: number }> {
  const field = page.getByLabel('Номер документа');
  await field.fill(document);
  await field.press('Enter');
  const region = page.getByRole('region', { name: 'Сумма возврата' });
  await region.waitFor({ timeout: 20_000 });
  const kept = region.getByText(/^Удерживается:/);
  await expect.poll(() => kept.count()).toBe(1);
  return {
    back: kopecks(await region.getByText(/^К возврату:/).textContent()),
    kept: kopecks(await kept.textContent()),
  };
}
