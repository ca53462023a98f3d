import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { sharedAccount, signInHere, type Account } from './accounts.ts';
import { expectFitsViewport } from './layout.ts';
import { placeOrder, type Mode } from './ordering.ts';

/*
 * Paying on the sandbox provider's page as a payer does: the payments journey checks each
 * step, the refunds journey pays the order it returns a ticket of.
 */

/** The sandbox's test cards (its page lists them). */
export const CARDS = {
  paid: '5555 5555 5555 4477',
  declined: '5555 5555 5555 5599',
  threeDs: '4111 1111 1111 1111',
};

export const PAID = 'Заказ оплачен. Электронные билеты готовы.';

/** Every order of this account ends paid, so the limit of unpaid orders is never reached. */
let payer: Promise<Account> | undefined;
export const payerAccount = () => (payer ??= sharedAccount('payer'));

/** «5 900 ₽», «5 900,00 ₽» → 590000: the site shows rubles, the sandbox rubles and kopecks. */
export function kopecks(text: string | null): number {
  const match = /(\d+)(?:,(\d{2}))?₽/.exec((text ?? '').replace(/\s/g, ''));
  if (!match) throw new Error(`Нет суммы в рублях: «${text}»`);
  return Number(match[1]) * 100 + Number(match[2] ?? 0);
}

export const originOf = (page: Page) => new URL(page.url()).origin;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term of the sandbox page's summary: «Магазин», «Сумма». */
const summaryValue = (page: Page, term: string) =>
  page.locator('dl.summary dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Signs in as the payer and orders a ride; the confirm page is open, and its total is given. */
export async function orderToPay(
  page: Page,
  mode: Mode,
): Promise<{ order: number; total: number }> {
  await page.goto('/login');
  await signInHere(page, await payerAccount());
  const order = await placeOrder(page, mode, await payerAccount());
  const total = kopecks(await page.getByText(/^Итого за 2 пассажиров:/).textContent());
  return { order, total };
}

/** «Перейти к оплате» (or another pay button): the provider's page, on its own origin. */
export async function goToPayment(page: Page, button: string, total: number) {
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => originOf(page), { timeout: 20_000 }).toBe(inject('paymentOrigin'));
  expect(originOf(page)).not.toBe(new URL(inject('baseUrl')).origin);
  await page.getByRole('heading', { level: 1, name: 'Оплата картой' }).waitFor();
  await expect(page.getByText('Тестовая платёжная страница').count()).resolves.toBe(1);
  await expect(summaryValue(page, 'Магазин').textContent()).resolves.toBe('Пересадка');
  expect(kopecks(await summaryValue(page, 'Сумма').textContent())).toBe(total);
  await expectFitsViewport(page);
}

export async function payByCard(page: Page, card: string) {
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}

/** Back on the site at step 5, told the order is paid. */
export async function expectPaid(page: Page, order: number) {
  await expect
    .poll(() => page.url(), { timeout: 20_000 })
    .toMatch(new RegExp(`^${escaped(inject('baseUrl'))}/payment/success/[\\w-]{20,}$`));
  await page.getByText(PAID).waitFor({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: PAID }).count()).resolves.toBe(1);
  await expect(page.getByText(`Заказ № ${order}`).count()).resolves.toBe(1);
  await expect(
    page.getByRole('listitem').and(page.locator('[aria-current="step"]')).textContent(),
  ).resolves.toContain('Электронные билеты');
  await expectFitsViewport(page);
}
