import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ADULT, CHILD, MODES, placeOrder } from '../support/ordering.ts';
import { sharedAccount, signInHere } from '../support/accounts.ts';
import {
  CARDS,
  expectPaid,
  goToPayment,
  kopecks,
  orderToPay,
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
import { downloadTickets } from '../support/tickets.ts';

const session = useBrowser();

const TRAIN = MODES.find((mode) => mode.kind === 'train')!;

/** The contracts' texts (ZReturnRequest, returnMessages.childLeftAlone) the page shows. */
const WRONG_DOCUMENT = 'Номер документа не совпадает с указанным в билете';
const CHILD_LEFT_ALONE =
  'Без взрослого в поездке останется ребёнок: Петров Иван. Перевозчик не везёт детей этого возраста одних: верните их билеты вместе с этим — весь заказ — или сначала их.';

describe('returning a ticket', () => {
  it('returns one passenger’s train ticket as the confirm page promised; the other stays paid', async () => {
    const page = await session.page(1280);
    const { order, total } = await orderToPay(page, TRAIN);

    // Before paying, the confirm page says what a return of every ticket brings back.
    const schedule = page.getByRole('region', { name: 'Если планы изменятся' });
    const firstStep = schedule.getByRole('listitem').first();
    await expect.poll(() => firstStep.textContent()).toMatch(/^до \d\d\.\d\d \d\d:\d\d МСК — /);
    await expect.poll(() => schedule.textContent()).toContain('по московскому времени');
    const promised = kopecks(await firstStep.locator('strong').textContent());
    expect(promised).toBeGreaterThan(0);
    // Our service fee is not returned on a voluntary return.
    expect(promised).toBeLessThan(total);

    await goToPayment(page, 'Перейти к оплате', total);
    await payByCard(page, CARDS.paid);
    await expectPaid(page, order);
    await page.getByRole('link', { name: 'Мои поездки' }).click();
    await expect.poll(() => addressOf(page)).toBe(TRIPS);
    const trip = tripCard(page, order);
    await trip.waitFor({ timeout: 20_000 });

    await openRefund(page, trip, ADULT);
    await page.getByRole('button', { name: 'Рассчитать сумму возврата' }).click();
    await page.getByText('Заполните документ').waitFor();
    // Another document than the ticket's: the server says so at the field.
    await page.getByLabel('Номер документа').fill('4510000000');
    await page.getByRole('button', { name: 'Рассчитать сумму возврата' }).click();
    await page.getByText(WRONG_DOCUMENT).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByLabel('Номер документа').getAttribute('aria-invalid'))
      .toBe('true');
    // The adult's own document: but the child is seven, and no carrier takes them alone.
    await page.getByLabel('Номер документа').fill(ADULT.number);
    await page.getByRole('button', { name: 'Рассчитать сумму возврата' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: CHILD_LEFT_ALONE })
      .waitFor({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Сумма возврата' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: '← Мои поездки' }).click();
    await expect.poll(() => addressOf(page)).toBe(TRIPS);

    // The child's ticket, then: the sum first, and only then the return.
    await openRefund(page, trip, CHILD);
    await expect(
      page
        .getByText(/^Сервисный сбор «Пересадки» при добровольном возврате не возвращается/)
        .count(),
    ).resolves.toBe(1);
    const { back: childBack } = await quote(page, CHILD.number);
    expect(childBack).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Вернуть билет' }).click();
    await page.getByRole('status').filter({ hasText: RETURNED }).waitFor({ timeout: 20_000 });
    // SPEC §4: back to the trips by itself after 5 s.
    await expect.poll(() => addressOf(page), { timeout: 10_000 }).toBe(TRIPS);

    await trip.waitFor({ timeout: 20_000 });
    await expect.poll(() => passengerRow(trip, CHILD).textContent()).toContain('Возвращён');
    await expect.poll(() => passengerRow(trip, ADULT).textContent()).toContain('Оплачен');
    await expect(
      passengerRow(trip, CHILD)
        .getByRole('link', { name: /^Вернуть билет/ })
        .count(),
    ).resolves.toBe(0);
    await expect(
      passengerRow(trip, ADULT)
        .getByRole('link', { name: /^Вернуть билет/ })
        .count(),
    ).resolves.toBe(1);

    // Alone now, the adult's ticket may go back: with the child's it makes what was promised.
    await openRefund(page, trip, ADULT);
    const { back: adultBack } = await quote(page, ADULT.number);
    expect(adultBack + childBack).toBe(promised);
    await page.getByRole('link', { name: 'Не возвращать' }).click();
    await expect.poll(() => addressOf(page)).toBe(TRIPS);
    await trip.waitFor({ timeout: 20_000 });

    // The tickets still standing can be had.
    await downloadTickets(trip.getByRole('button', { name: 'Скачать билеты' }));

    // The returned place is on sale again at once: another account orders exactly it.
    const [, car, seat] = /вагон (\d+), место (\d+)/.exec(
      (await passengerRow(trip, CHILD).textContent()) ?? '',
    )!;
    const other = await session.page(1280);
    await other.goto('/login');
    const buyer = await sharedAccount('second_buyer');
    await signInHere(other, buyer);
    await placeOrder(other, TRAIN, buyer, [{ seat: seat!, place: '', extra: 0 }]);
    await expect
      .poll(() => other.getByText(`вагон ${car}, место ${seat}`).count())
      .toBeGreaterThan(0);
  }, 240_000);
});
