import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport, resizeTo } from '../support/layout.ts';
import { MODES, pathOf } from '../support/ordering.ts';
import {
  CARDS,
  expectPaid,
  goToPayment,
  orderToPay,
  originOf,
  payByCard,
} from '../support/payments.ts';
import { shoot } from '../support/screenshots.ts';

const session = useBrowser();
const paymentOrigin = inject('paymentOrigin');

const BUS = MODES.find((mode) => mode.kind === 'bus')!;
const TRAIN = MODES.find((mode) => mode.kind === 'train')!;

/** The declined card's reason, insufficient_funds, in the payer's words (payment-declines.ts). */
const FAILED = 'На карте недостаточно денег.';

/*
 * One account pays in every journey here, and in the refunds journey after (support/payments.ts
 * `payerAccount`): registrations are limited to 10 an hour from one address, and the other
 * journeys of a run take 8 of them.
 */

/** The sandbox page passes axe and fits a phone without scrolling sideways. */
async function expectAccessible(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsViewport(page);
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
    await expect.poll(() => trip.textContent()).toContain('Оплачен');
    await expect
      .poll(() => trip.getByRole('link', { name: 'Оплатить', exact: true }).count())
      .toBe(0);
  });

  it('is declined, then pays the same order again from the failure page', async () => {
    const page = await session.page(1280);
    const { order, total } = await orderToPay(page, TRAIN);
    await goToPayment(page, 'Перейти к оплате', total);
    await payByCard(page, CARDS.declined);

    await expect
      .poll(() => page.url(), { timeout: 20_000 })
      .toBe(
        `${session.baseUrl}/payment/fail?order=${order}&reason=insufficient_funds&party=payment_network`,
      );
    await expect.poll(() => page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(1);
    await page.getByRole('button', { name: 'Оплатить ещё раз' }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('timer').textContent())
      .toMatch(/Места забронированы ещё \d+:\d\d/);
    await expect(
      page.getByRole('link', { name: 'Вернуться к заказу' }).getAttribute('href'),
    ).resolves.toBe(`/payment/confirm/train?order=${order}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'payment-failed-desktop');
    await resizeTo(page, 375);
    await expectFitsViewport(page);
    await shoot(page, 'payment-failed-mobile');
    await resizeTo(page, 1280);

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
