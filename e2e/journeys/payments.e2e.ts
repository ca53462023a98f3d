import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { activeAccount, signInHere, type Account } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { MODES, pathOf, placeOrder, type Mode } from '../support/ordering.ts';

const session = useBrowser();
const paymentOrigin = inject('paymentOrigin');

const BUS = MODES.find((mode) => mode.kind === 'bus')!;
const TRAIN = MODES.find((mode) => mode.kind === 'train')!;

/** The sandbox's test cards (its page lists them). */
const CARDS = {
  paid: '5555 5555 5555 4477',
  declined: '5555 5555 5555 5599',
  threeDs: '4111 1111 1111 1111',
};

const PAID = 'Заказ оплачен. Электронные билеты готовы.';
const FAILED = 'Оплата заказа не прошла. Попробуйте позже.';

/**
 * One account pays in every journey here: registrations are limited to 10 an hour from one
 * address, and the other journeys of a run take 8 of them. Every order here ends paid, so the
 * limit of unpaid orders is never reached.
 */
let payer: Promise<Account> | undefined;
const payerAccount = () => (payer ??= activeAccount('payer'));

/** «5 900 ₽», «5 900,00 ₽» → 590000: the site shows rubles, the sandbox rubles and kopecks. */
function kopecks(text: string | null): number {
  const match = /(\d+)(?:,(\d{2}))?₽/.exec((text ?? '').replace(/\s/g, ''));
  if (!match) throw new Error(`Нет суммы в рублях: «${text}»`);
  return Number(match[1]) * 100 + Number(match[2] ?? 0);
}

const originOf = (page: Page) => new URL(page.url()).origin;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term of the sandbox page's summary: «Магазин», «Сумма». */
const summaryValue = (page: Page, term: string) =>
  page.locator('dl.summary dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Signs in and orders a ride; the confirm page is open, and its total is given. */
async function orderToPay(page: Page, mode: Mode): Promise<{ order: number; total: number }> {
  await page.goto('/login');
  await signInHere(page, await payerAccount());
  const order = await placeOrder(page, mode, await payerAccount());
  const total = kopecks(await page.getByText(/^Итого за 2 пассажиров:/).textContent());
  return { order, total };
}

/** «Перейти к оплате» (or another pay button): the provider's page, on its own origin. */
async function goToPayment(page: Page, button: string, total: number) {
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => originOf(page), { timeout: 20_000 }).toBe(paymentOrigin);
  expect(originOf(page)).not.toBe(new URL(session.baseUrl).origin);
  await page.getByRole('heading', { level: 1, name: 'Оплата картой' }).waitFor();
  await expect(page.getByText('Тестовая платёжная страница').count()).resolves.toBe(1);
  await expect(summaryValue(page, 'Магазин').textContent()).resolves.toBe('Пересадка');
  expect(kopecks(await summaryValue(page, 'Сумма').textContent())).toBe(total);
}

async function payByCard(page: Page, card: string) {
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}

/** Back on the site at step 5, told the order is paid. */
async function expectPaid(page: Page, order: number) {
  await expect
    .poll(() => page.url(), { timeout: 20_000 })
    .toMatch(new RegExp(`^${escaped(session.baseUrl)}/payment/success/[\\w-]{20,}$`));
  await page.getByText(PAID).waitFor({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: PAID }).count()).resolves.toBe(1);
  await expect(page.getByText(`Заказ № ${order}`).count()).resolves.toBe(1);
  await expect(
    page.getByRole('listitem').and(page.locator('[aria-current="step"]')).textContent(),
  ).resolves.toContain('Электронные билеты');
}

/** The sandbox page passes axe and fits a phone without scrolling sideways. */
async function expectAccessible(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
}

describe('paying for an order', () => {
  it('pays a bus order on the provider’s page and finds it paid in «Мои поездки»', async () => {
    const page = await session.page(1280);
    const { order, total } = await orderToPay(page, BUS);
    await goToPayment(page, 'Перейти к оплате', total);
    await expectAccessible(page, 1280);
    await expectAccessible(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await payByCard(page, CARDS.paid);
    await expectPaid(page, order);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Мои поездки' }).click();
    await expect
      .poll(() => `${pathOf(page)}${new URL(page.url()).search}`)
      .toBe('/profile?tab=trips');
    const trip = page.getByRole('article', { name: new RegExp(`заказ № ${order}$`) });
    await trip.waitFor({ timeout: 20_000 });
    await expect(trip.textContent()).resolves.toContain('Оплачен');
    await expect(trip.getByRole('link', { name: 'Оплатить', exact: true }).count()).resolves.toBe(
      0,
    );
  });

  it('is declined, then pays the same order again from the failure page', async () => {
    const page = await session.page(1280);
    const { order, total } = await orderToPay(page, TRAIN);
    await goToPayment(page, 'Перейти к оплате', total);
    await payByCard(page, CARDS.declined);

    await expect
      .poll(() => page.url(), { timeout: 20_000 })
      .toBe(`${session.baseUrl}/payment/fail?order=${order}`);
    await expect(page.getByRole('alert').filter({ hasText: FAILED }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Оплатить ещё раз' }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('timer').textContent()).resolves.toMatch(
      /Места забронированы ещё \d+:\d\d/,
    );
    await expect(
      page.getByRole('link', { name: 'Вернуться к заказу' }).getAttribute('href'),
    ).resolves.toBe(`/payment/confirm/train?order=${order}`);
    expect(await seriousViolations(page)).toEqual([]);

    await goToPayment(page, 'Оплатить ещё раз', total);
    await payByCard(page, CARDS.paid);
    await expectPaid(page, order);
  });

  it('pays with a card that asks for a 3-D Secure code', async () => {
    const page = await session.page(1280);
    const { order, total } = await orderToPay(page, BUS);
    await goToPayment(page, 'Перейти к оплате', total);
    await payByCard(page, CARDS.threeDs);

    await page.getByRole('heading', { level: 1, name: 'Подтверждение платежа' }).waitFor();
    expect(originOf(page)).toBe(paymentOrigin);
    await expectAccessible(page, 375);
    await page.getByLabel('Код из СМС').fill('12345');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expectPaid(page, order);
  });
});
