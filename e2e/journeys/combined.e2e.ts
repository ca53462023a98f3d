import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInHere } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import {
  ADULT,
  chooseTrainPlaces,
  daysAhead,
  fillContacts,
  fillPerson,
  fullName,
  passengerBlock,
  pathOf,
  type Person,
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
import { seriousViolations } from '../support/axe.ts';
import { expectFitsViewport } from '../support/layout.ts';
import { shoot } from '../support/screenshots.ts';
import { pickPlace } from '../support/search-form.ts';
import { downloadTickets } from '../support/tickets.ts';

const session = useBrowser();

const SECOND: Person = {
  lastName: 'Петров',
  firstName: 'Андрей',
  middleName: 'Игоревич',
  sex: 'Мужской',
  birthday: '1986-09-03',
  document: 'Паспорт РФ',
  number: '4511654321',
};

const RETURNED = 'Билет возвращён. Деньги вернутся на карту, обычно за 1–3 рабочих дня.';

/**
 * Тверь → Якутск for two adults, five days ahead: the combined tab. Тверь has no airport and no
 * train goes to Якутск, so a train to Moscow and a flight on is worth showing on every day of
 * the week (to Владивосток, with fares by the day, a bus to Moscow or a second flight wins on
 * some; from Калининград every plane-and-train trip loses to the flights through Moscow).
 */
async function searchTrip(page: Page) {
  await page.goto('/');
  await pickPlace(page, 'Откуда', 'Твер', 'Тверь');
  await pickPlace(page, 'Куда', 'Якут', 'Якутск');
  await page.getByLabel('Дата').fill(daysAhead(5));
  const passengers = page.getByRole('button', { name: /Пассажиры/ });
  await passengers.click();
  await page.getByRole('button', { name: 'Взрослые: больше' }).click();
  await page.locator('h1').first().click();
  await expect.poll(() => passengers.textContent()).toContain('2 пассажира');
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  await expect.poll(() => pathOf(page)).toBe('/results');
  await page.getByRole('tab', { name: 'Комбинированные' }).click();
}

describe('a combined trip bought, ticketed and returned as one order', () => {
  for (const width of [1280, 375]) {
    it(`plane and train in one form, one payment, one ticket.pdf and one return, at ${width} px`, async () => {
      const page = await session.page(width);
      const layout = width === 375 ? 'mobile' : 'desktop';
      await page.goto('/login');
      await signInHere(page, await payerAccount());
      await searchTrip(page);

      // The combined route of a train and a plane, no more: the train to Moscow, then the
      // flight on to Якутск.
      const card = page
        .getByRole('article')
        .filter({ hasText: /^(Поезд → Самолёт|Самолёт → Поезд) ·/ })
        .first();
      await card.waitFor({ timeout: 60_000 });
      await card.getByRole('button', { name: 'Подробнее и купить' }).click();
      await expect.poll(() => pathOf(page)).toBe('/detail/trip');
      await page.getByRole('heading', { level: 1, name: 'Поездка с пересадками' }).waitFor();
      await page.getByText(/^Итого за 2 пассажиров:/).waitFor({ timeout: 20_000 });
      await expectFitsViewport(page);
      await shoot(page, `trip-${layout}`);
      await page.getByRole('link', { name: 'Купить поездку целиком' }).click();

      // One form: the passengers once, each leg's choices in the passenger's block.
      await expect.poll(() => pathOf(page)).toBe('/payment/create/combined/');
      await fillContacts(page, await payerAccount());
      await fillPerson(passengerBlock(page, 1), ADULT);
      await fillPerson(passengerBlock(page, 2), SECOND);
      // The plane leg at the fare with a bag: the total beside the form follows the choice.
      const aside = page.getByRole('complementary', { name: 'Поездка и стоимость' });
      const asideTotal = async () =>
        kopecks(await aside.getByText(/^Итого за 2 пассажиров:/).textContent());
      const cheapest = await asideTotal();
      const fares = page.getByRole('group', { name: /^Участок \d: самолёт .* — тариф$/ });
      const standard = fares.getByRole('radio', { name: /Эконом Стандарт/ });
      await standard.click();
      await expect.poll(() => standard.isChecked()).toBe(true);
      await expect.poll(asideTotal).toBeGreaterThan(cheapest);
      await expect(fares.textContent()).resolves.toContain('Багаж: 23 кг');
      // The train leg: the type the form offers (never «Общий» first), one car and one plan for
      // both, each press seating the next traveller.
      const plan = tripGroupSeats(page);
      await expect.poll(() => plan.getByLabel('Тип вагона').inputValue()).not.toBe('');
      await expect(plan.getByLabel('Тип вагона').inputValue()).resolves.not.toBe('Shared');
      await chooseTrainPlaces(page, null, undefined, 2, plan);
      expect(await seriousViolations(page)).toEqual([]);
      await expectFitsViewport(page);
      await plan.scrollIntoViewIfNeeded();
      await shoot(page, `combined-group-plan-${width}`);
      await page.getByRole('button', { name: 'Продолжить' }).click();

      // The confirm page: the whole itinerary, its map, and a total that is the legs' sum.
      await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/payment/confirm/combined');
      const order = Number(new URL(page.url()).searchParams.get('order'));
      expect(order).toBeGreaterThan(0);
      const itinerary = page.getByRole('region', { name: 'Маршрут', exact: true });
      await itinerary.waitFor();
      const legLines = await itinerary
        .getByText(/^(Самолёт, рейс|Поезд|Автобус, рейс) /)
        .allTextContents();
      expect(legLines.length).toBeGreaterThanOrEqual(2);
      const numbers = legLines.map(
        (line) => /^(?:Самолёт, рейс|Поезд|Автобус, рейс) (.+?) ·/.exec(line)![1]!,
      );
      await page
        .getByRole('region', { name: 'Карта маршрута' })
        .getByRole('img', { name: /^Маршрут на карте: / })
        .waitFor({ timeout: 20_000 });
      const summary = page.getByRole('complementary', { name: /^Итого за 2 пассажиров: / });
      const total = kopecks(await summary.getByText(/^Итого за 2 пассажиров:/).textContent());
      const legs = await summary
        .getByRole('list', { name: 'Стоимость по участкам' })
        .getByRole('listitem')
        .allTextContents();
      expect(legs).toHaveLength(numbers.length);
      expect(legs.reduce((sum, leg) => sum + kopecks(leg), 0)).toBe(total);
      await expectFitsViewport(page);
      await shoot(page, `confirm-combined-${layout}`);

      // One payment for the whole trip.
      await goToPayment(page, 'Перейти к оплате', total);
      await payByCard(page, CARDS.paid);
      await expectPaid(page, order);

      // One ticket.pdf: the itinerary first, then a ticket per passenger per leg — ours for the
      // legs we issue, in the trip's order, then the carrier's blanks of the train legs, which
      // its supplier issued and a conductor checks.
      await page.goto('/profile?tab=trips');
      const trip = page.getByRole('article', { name: `Поездка с пересадками · заказ № ${order}` });
      await trip.waitFor({ timeout: 20_000 });
      const file = await downloadTickets(trip.getByRole('button', { name: 'Скачать билеты' }));
      // The fare with a bag is refundable: its refund schedule runs on to a page of its own.
      const pages = file.filter((p) => !/Билет \d+, продолжение/.test(p));
      const flightPages = pages.filter((p) => p.includes('Электронный авиабилет'));
      expect(flightPages).toHaveLength(2);
      for (const flightPage of flightPages) {
        expect(flightPage).toContain('Эконом Стандарт');
        expect(flightPage).toMatch(/Багаж\s+23 кг/);
      }
      // The itinerary may take more than one page (four legs do); the tickets follow it.
      const itineraryPages = pages.findIndex((p) => p.includes('билет 1 из'));
      expect(itineraryPages).toBeGreaterThanOrEqual(1);
      expect(pages).toHaveLength(itineraryPages + 2 * numbers.length);
      const route = pages.slice(0, itineraryPages).join(' ');
      expect(pages[0]).toContain('Маршрут поездки');
      const byMode = numbers.map((number, i) => ({
        number,
        train: legLines[i]!.startsWith('Поезд '),
      }));
      const printed = [...byMode.filter((l) => !l.train), ...byMode.filter((l) => l.train)];
      printed.forEach(({ number, train }, i) => {
        expect(route).toContain(number);
        const legPages = pages.slice(itineraryPages + 2 * i, itineraryPages + 2 + 2 * i);
        for (const legPage of legPages) {
          expect(legPage).toContain(number);
          if (train) expect(legPage).toContain('Электронный билет / контрольный купон');
        }
        // The carrier's blank writes the names in capitals.
        const names = legPages.join(' ').toUpperCase();
        for (const person of [ADULT, SECOND]) {
          expect(names).toContain(`${person.lastName} ${person.firstName}`.toUpperCase());
        }
      });

      // One return for the trip: every passenger, every leg, amounts leg by leg.
      await trip.getByRole('link', { name: 'Вернуть поездку' }).click();
      await expect.poll(() => pathOf(page)).toBe('/payment/return');
      await page.getByRole('heading', { level: 1, name: 'Возврат поездки' }).waitFor();
      await page.getByLabel('Номер документа').fill(ADULT.number);
      await page.getByRole('button', { name: 'Рассчитать сумму возврата' }).click();
      const quote = page.getByRole('region', { name: 'Сумма возврата' });
      await quote.waitFor({ timeout: 20_000 });
      await expect(
        quote.getByRole('list', { name: 'Возврат по участкам' }).getByRole('listitem').count(),
      ).resolves.toBe(numbers.length);
      await expectFitsViewport(page);
      await page.getByRole('button', { name: 'Вернуть поездку' }).click();
      await page.getByText(RETURNED).waitFor({ timeout: 20_000 });

      // «Мои поездки»: every leg of both passengers returned.
      await page.goto('/profile?tab=trips');
      await trip.waitFor({ timeout: 20_000 });
      for (const person of [ADULT, SECOND]) {
        const places = trip.getByRole('list', { name: `Места: ${fullName(person)}` });
        const items = await places.getByRole('listitem').allTextContents();
        expect(items).toHaveLength(numbers.length);
        for (const item of items) expect(item).toContain('возвращён');
      }
      await expect.poll(() => trip.getByRole('link', { name: 'Вернуть поездку' }).count()).toBe(0);
      await expectFitsViewport(page);
    });
  }
});
