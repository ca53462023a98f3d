import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInHere } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport } from '../support/layout.ts';
import {
  ADULT,
  daysAhead,
  fillContacts,
  fillPerson,
  fullName,
  passengerBlock,
  pathOf,
  tripGroupSeats,
} from '../support/ordering.ts';
import {
  CARDS,
  expectPaid,
  goToPayment,
  kopecks,
  payByCard,
  payerAccount,
} from '../support/payments.ts';
import { shoot } from '../support/screenshots.ts';
import { pickPlace } from '../support/search-form.ts';
import { downloadTickets } from '../support/tickets.ts';

const session = useBrowser();

const RETURNED = 'Билет возвращён. Деньги вернутся на карту, обычно за 1–3 рабочих дня.';

/**
 * Picks the first card of a results tab for the way shown: a flight with a connection in one
 * ticket cannot be a way of a round trip, and the bar says so; the next card then.
 */
async function pickFirst(page: Page, tab: string, way: string) {
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByRole('button').filter({ hasText: '₽' });
  const picked = page.getByRole('tab', { name: new RegExp(`^${way} · `) });
  // A cold server on a busy machine may answer the first search «try later»: the page's own
  // retry is a reload (the way shown starts again from «Туда», so it is switched to again).
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await cards.first().or(panel.getByRole('alert')).waitFor({ timeout: 90_000 });
    if ((await cards.count()) > 0 || attempt === 3) break;
    await page.reload();
    if (way === 'Обратно') await picked.click();
  }
  for (let i = 0; ; i++) {
    await cards.nth(i).waitFor({ timeout: 90_000 });
    await cards.nth(i).click();
    await expect.poll(() => picked.textContent()).not.toContain('Выберите рейс');
    if ((await page.getByText(/^Рейс с пересадкой в одном билете/).count()) === 0) return;
  }
}

describe('a round trip Москва ⇄ Санкт-Петербург as one order', () => {
  for (const width of [1280, 375]) {
    it(`a flight there and a train back: one form, one payment, the way back returned alone, at ${width} px`, async () => {
      const page = await session.page(width);
      const layout = width === 375 ? 'mobile' : 'desktop';
      await page.goto('/login');
      await signInHere(page, await payerAccount());

      // The search form: the way back's date beside the way there's.
      await page.goto('/');
      await pickPlace(page, 'Откуда', 'Моск', 'Москва');
      await pickPlace(page, 'Куда', 'Санкт', 'Санкт-Петербург');
      await page.getByLabel('Дата', { exact: true }).fill(daysAhead(5));
      await page.getByLabel('Обратно', { exact: true }).fill(daysAhead(3));
      await page.getByRole('button', { name: 'Найти билеты' }).click();
      await page.getByText('Дата «Обратно» не может быть раньше даты «Туда»').first().waitFor();
      expect(pathOf(page)).toBe('/');
      await page.getByLabel('Обратно', { exact: true }).fill(daysAhead(7));
      await expect
        .poll(() => page.getByLabel('Обратно', { exact: true }).inputValue())
        .toBe(daysAhead(7));
      await expectFitsViewport(page);
      await shoot(page, `return-trip-form-${layout}`);
      await page.getByRole('button', { name: 'Найти билеты' }).click();
      await expect.poll(() => pathOf(page)).toBe('/results');

      // Туда: a flight; then the way back opens by itself: a train.
      await page.getByRole('tablist', { name: 'Направление' }).waitFor();
      await pickFirst(page, 'Самолёт', 'Туда');
      await expect
        .poll(() => page.getByRole('tab', { name: /^Обратно · / }).getAttribute('aria-selected'))
        .toBe('true');
      await pickFirst(page, 'Поезд', 'Обратно');
      const order = page.getByRole('button', { name: 'Оформить туда и обратно' });
      await order.waitFor();
      await expectFitsViewport(page);
      await shoot(page, `return-trip-results-${layout}`);
      await order.click();

      // One form for both ways: the traveller typed once.
      await expect.poll(() => pathOf(page)).toBe('/payment/create/combined/');
      await fillContacts(page, await payerAccount());
      await fillPerson(passengerBlock(page, 1), ADULT);
      // The way back's train: a car type offered for the group on its one plan.
      await expect
        .poll(() => tripGroupSeats(page).getByLabel('Тип вагона').inputValue())
        .not.toBe('');
      await expectFitsViewport(page);
      await page.getByRole('button', { name: 'Продолжить' }).click();

      // The confirm page: both ways, headed, and one total.
      await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/payment/confirm/combined');
      const orderId = Number(new URL(page.url()).searchParams.get('order'));
      const itinerary = page.getByRole('region', { name: 'Маршрут', exact: true });
      await itinerary.getByRole('heading', { name: 'Туда' }).waitFor();
      await itinerary.getByRole('heading', { name: 'Обратно' }).waitFor();
      const summary = page.getByRole('complementary', { name: /^Итого за 1 пассажира: / });
      const total = kopecks(await summary.getByText(/^Итого за 1 пассажира:/).textContent());
      await expectFitsViewport(page);
      await shoot(page, `return-trip-confirm-${layout}`);

      // One payment for both ways.
      await goToPayment(page, 'Перейти к оплате', total);
      await payByCard(page, CARDS.paid);
      await expectPaid(page, orderId);

      // «Мои поездки»: both ways, one file with the tickets of both.
      await page.goto('/profile?tab=trips');
      const trip = page.getByRole('article', { name: `Туда и обратно · заказ № ${orderId}` });
      await trip.waitFor({ timeout: 20_000 });
      const pages = await downloadTickets(trip.getByRole('button', { name: 'Скачать билеты' }));
      expect(pages[0]).toContain('Маршрут поездки');
      expect(pages[0]).toContain('и обратно');
      expect(pages[0]).toMatch(/Туда\. Участок 1\. Самолёт/);
      expect(pages[0]).toMatch(/Обратно\. Участок 2\. Поезд/);
      expect(pages.some((p) => /Направление.*Туда/.test(p))).toBe(true);

      // The way back returned alone: the flight there stays.
      await trip.getByRole('link', { name: 'Вернуть «Обратно»' }).click();
      await expect.poll(() => pathOf(page)).toBe('/payment/return');
      await page.getByText(/^Вернуть поездку «Обратно»/).waitFor();
      await page.getByLabel('Номер документа').fill(ADULT.number);
      await page.getByRole('button', { name: 'Рассчитать сумму возврата' }).click();
      const quote = page.getByRole('region', { name: 'Сумма возврата' });
      await quote.waitFor({ timeout: 20_000 });
      const legs = await quote
        .getByRole('list', { name: 'Возврат по участкам' })
        .getByRole('listitem')
        .allTextContents();
      expect(legs).toHaveLength(1);
      expect(legs[0]).toMatch(/Поезд/);
      await expectFitsViewport(page);
      await shoot(page, `return-trip-refund-${layout}`);
      await page.getByRole('button', { name: 'Вернуть поездку' }).click();
      await page.getByText(RETURNED).waitFor({ timeout: 20_000 });

      await page.goto('/profile?tab=trips');
      await trip.waitFor({ timeout: 20_000 });
      const places = await trip
        .getByRole('list', { name: `Места: ${fullName(ADULT)}` })
        .getByRole('listitem')
        .allTextContents();
      expect(places).toHaveLength(2);
      expect(places[0]).toMatch(/^Туда · /);
      expect(places[0]).not.toContain('возвращён');
      expect(places[1]).toMatch(/^Обратно · .*возвращён/);
      await expect(trip.getByRole('link', { name: 'Вернуть «Туда»' }).count()).resolves.toBe(1);
      await expect(trip.getByRole('link', { name: 'Вернуть «Обратно»' }).count()).resolves.toBe(0);
      await trip.scrollIntoViewIfNeeded();
      await expectFitsViewport(page);
      await shoot(page, `return-trip-trips-${layout}`);
    }, 300_000);
  }
});
