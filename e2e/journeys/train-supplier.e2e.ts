import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport, resizeTo, undersized } from '../support/layout.ts';
import { ADULT, CHILD, fullName, MODES, type Person } from '../support/ordering.ts';
import {
  CARDS,
  expectPaid,
  goToPayment,
  orderToPay,
  PAID,
  payByCard,
} from '../support/payments.ts';
import {
  addressOf,
  openRefund,
  passengerRow,
  quote,
  RETURNED,
  TRIPS,
  tripCard,
} from '../support/returns.ts';
import { shoot } from '../support/screenshots.ts';
import { downloadTickets } from '../support/tickets.ts';
import { useSupplierFaults } from '../support/train-supplier.ts';

/*
 * Trains are sold through the IM supplier (its sandbox, on its own port, as the site runs it):
 * the places are held there, the payment has it issue the tickets, the ticket file is the
 * carrier's blanks and a return goes through it. The run's sandbox lets no sale be voided
 * (IM_SANDBOX_VOID_MINUTES=0 in the global setup), so a return is the carrier's, with its fee.
 */

const session = useBrowser();
const supplierFault = useSupplierFaults();

const TRAIN = MODES.find((mode) => mode.kind === 'train')!;
const CONFIRM = 'Order/V1/Reservation/Confirm';

/** The contracts' texts (paymentMessages) the payment's return page shows. */
const ISSUING = 'Оплата получена. Перевозчик оформляет билеты — страница обновится сама.';
const REFUSED =
  'Перевозчик не оформил билеты после оплаты: заказ отменён, вся сумма возвращена на карту.';

/** АО «ФПК»'s fee for a voluntary return (refund-rules' TRAIN_REFUND_FEE), in kopecks. */
const CARRIER_FEE = 249_20;

/** The payment's return page says each stage in its one live region. */
const status = (page: Page) => page.getByRole('main').getByRole('status');

/**
 * The page as it is now on a phone and on a desktop — nothing sideways, fingers fit on the
 * phone, nothing axe finds serious — pictured as `picture` for the README, then back at the
 * width it had.
 */
async function atBothWidths(page: Page, picture?: string) {
  const own = page.viewportSize()!;
  for (const [layout, width] of [
    ['mobile', 375],
    ['desktop', 1280],
  ] as const) {
    await resizeTo(page, width);
    await expectFitsViewport(page);
    if (layout === 'mobile') {
      const main = page.getByRole('main');
      expect(await undersized(main.getByRole('button').or(main.getByRole('link')))).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
    if (picture) await shoot(page, `${picture}-${layout}`);
  }
  await resizeTo(page, own.width);
}

/** A passenger's page of the carrier's blank. */
function blankOf(pages: string[], person: Person): string {
  const mine = pages.filter((page) => page.includes(fullName(person).toUpperCase()));
  expect(mine, `бланк пассажира ${fullName(person)}`).toHaveLength(1);
  return mine[0]!;
}

describe('a train sold through the supplier', () => {
  it('is issued while the payer waits, printed on the carrier’s blank and returned by the carrier’s rules', async () => {
    const page = await session.page(1280);
    const { order, total } = await orderToPay(page, TRAIN);

    // The carrier takes its time over the tickets, long enough to look at the waiting page at
    // both widths: the return page says what it waits for.
    await supplierFault({ slowMs: 12_000, paths: [CONFIRM], times: 1 });
    await goToPayment(page, 'Перейти к оплате', total);
    await payByCard(page, CARDS.paid);
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe(ISSUING);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await atBothWidths(page, 'payment-issuing');
    // Still waiting, so the pictures show the wait.
    await expect(status(page).textContent()).resolves.toBe(ISSUING);

    // Issued: the page settles by itself, without a reload.
    await page.getByText(PAID).waitFor({ timeout: 40_000 });
    await expectPaid(page, order);

    const pages = await downloadTickets(page.getByRole('button', { name: 'Скачать билеты' }));
    expect(pages).toHaveLength(2);
    const numbers = new Set<string>();
    for (const person of [ADULT, CHILD]) {
      const blank = blankOf(pages, person);
      expect(blank).toContain('Электронный билет / контрольный купон');
      expect(blank).toMatch(/Перевозчик: \S.*/);
      expect(blank).toContain(person.number);
      numbers.add(/Номер билета (\d+)/.exec(blank)?.[1] ?? '');
    }
    expect([...numbers].map((n) => n.length)).toEqual([14, 14]);
    expect(blankOf(pages, CHILD)).toContain('Детский');

    await page.getByRole('link', { name: 'Мои поездки' }).press('Enter');
    await expect.poll(() => addressOf(page)).toBe(TRIPS);
    const trip = tripCard(page, order);
    await trip.waitFor({ timeout: 20_000 });
    for (const person of [ADULT, CHILD]) {
      await expect.poll(() => passengerRow(trip, person).textContent()).toContain('Оплачен');
    }

    // The child's ticket (the adult may not leave a seven-year-old to ride alone): the sum and
    // what is kept are said first, and nothing goes back until it is asked for.
    await openRefund(page, trip, CHILD);
    const { back, kept } = await quote(page, CHILD.number);
    expect(back).toBeGreaterThan(0);
    // Past the void window the carrier keeps its fee, and we keep our service fee.
    expect(kept).toBeGreaterThan(CARRIER_FEE);
    const region = page.getByRole('region', { name: 'Сумма возврата' });
    await expect
      .poll(() => region.textContent())
      .toContain('сбор перевозчика за оформление возврата (249,20\u00a0₽)');
    await expect(region.getByText(/аннулир/).count()).resolves.toBe(0);
    await atBothWidths(page, 'refund');

    // From the keyboard: the sum's heading has the focus, the next stop is the return itself.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Сумма возврата');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Вернуть билет');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: RETURNED }).waitFor({ timeout: 20_000 });

    // SPEC §4: back to the trips by itself after 5 s.
    await expect.poll(() => addressOf(page), { timeout: 10_000 }).toBe(TRIPS);
    await trip.waitFor({ timeout: 20_000 });
    await expect.poll(() => passengerRow(trip, CHILD).textContent()).toContain('Возвращён');
    await expect.poll(() => passengerRow(trip, ADULT).textContent()).toContain('Оплачен');

    // The carrier's file now says the child's ticket went back; the adult's still stands.
    const after = await downloadTickets(trip.getByRole('button', { name: 'Скачать билеты' }));
    expect(blankOf(after, CHILD)).toMatch(/Статус Возвращён/);
    expect(blankOf(after, ADULT)).not.toContain('Возвращён');
  }, 240_000);

  it('refunds the payment whole when the carrier refuses to issue the tickets', async () => {
    const page = await session.page(375);
    const { order, total } = await orderToPay(page, TRAIN);

    // The places are held at the supplier; its carrier refuses once the payment has come.
    await supplierFault({ refuseConfirm: true, times: 1 });
    await goToPayment(page, 'Перейти к оплате', total);
    await payByCard(page, CARDS.paid);
    await expect.poll(() => status(page).textContent(), { timeout: 40_000 }).toBe(REFUSED);
    await expect(page.getByText(`Заказ № ${order}`).textContent()).resolves.toContain('Отменён');
    await expect(page.getByRole('button', { name: 'Скачать билеты' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Найти билеты заново' }).count()).resolves.toBe(1);
    await atBothWidths(page, 'payment-refused');

    await page.getByRole('link', { name: 'Мои поездки' }).press('Enter');
    await expect.poll(() => addressOf(page)).toBe(TRIPS);
    const trip = tripCard(page, order);
    await trip.waitFor({ timeout: 20_000 });
    await expect.poll(() => trip.textContent()).toContain(REFUSED);
    await expect(trip.textContent()).resolves.toContain('Отменён');
    // Nothing to download, pay or return: the order is over.
    await expect(trip.getByRole('button', { name: 'Скачать билеты' }).count()).resolves.toBe(0);
    for (const name of [/^Оплатить$/, /^Вернуть билет/]) {
      await expect(trip.getByRole('link', { name }).count()).resolves.toBe(0);
    }
  }, 240_000);
});
