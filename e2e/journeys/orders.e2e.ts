import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeAccount, signInHere } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import {
  ADULT,
  CHILD,
  choosePlaces,
  detailTotal,
  fillOrderForm,
  fullName,
  groupSeats,
  MODES,
  openFirstResult,
  passengerBlock,
  pathOf,
  rubles,
  scrollTop,
  searchWithChild,
  seatNamed,
  submitOrder,
  type Chosen,
  type Mode,
  type Person,
} from '../support/ordering.ts';
import { expectFitsViewport, undersized } from '../support/layout.ts';
import { shoot } from '../support/screenshots.ts';

const session = useBrowser();

/** «Выбрать из прежних пассажиров»: a traveller of an earlier order, filled in by the site. */
async function pickSavedPassenger(block: Locator, person: Person) {
  const birthday = person.birthday.split('-').reverse().join('.');
  await block
    .getByLabel('Выбрать из прежних пассажиров')
    .selectOption({ label: `${fullName(person)}, ${birthday}` });
  await expect
    .poll(() => block.getByLabel('Фамилия', { exact: true }).inputValue())
    .toBe(person.lastName);
  await expect.poll(() => block.getByLabel('Дата рождения').inputValue()).toBe(person.birthday);
  await expect.poll(() => block.getByLabel('Номер документа').inputValue()).toBe(person.number);
}

/** Each passenger's place still chosen on its plan, and free to take. */
async function expectPlacesKept(page: Page, mode: Mode, chosen: Chosen[]) {
  const planName = {
    train: /^Схема вагона/,
    bus: 'Места в автобусе',
    plane: 'Схема салона самолёта',
  }[mode.kind];
  for (const [i, place] of chosen.entries()) {
    const block = passengerBlock(page, i + 1);
    if (mode.kind === 'train') {
      // One plan for everyone: each block names its traveller's place, the plan whose it is.
      await expect
        .poll(() => block.getByText(/^Вагон \d+/).textContent(), { timeout: 20_000 })
        .toBe(`${place.place.replace('вагон', 'Вагон')}.`);
      const seat = seatNamed(groupSeats(page), place.seat);
      await expect.poll(() => seat.getAttribute('aria-label')).toMatch(/выбрано/);
      continue;
    }
    const plan = block.getByRole('group', { name: planName }).first();
    if (mode.kind === 'plane' && !(await plan.isVisible())) {
      await block.getByText(/^Выбрать место на схеме/).click();
    }
    await plan.waitFor({ timeout: 20_000 });
    const seat = seatNamed(plan, place.seat);
    await expect.poll(() => seat.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => seat.getAttribute('aria-disabled')).not.toBe('true');
    await expect(seat.isDisabled()).resolves.toBe(false);
  }
}

/** The confirm page charges the detail's sum (and the seats' extra) for the chosen places. */
async function checkConfirmPage(page: Page, total: number, chosen: Chosen[]) {
  const sum = page.getByText(/^Итого за 2 пассажиров:/);
  await expect.poll(async () => rubles(await sum.textContent())).toBe(total);
  for (const [person, place] of [
    [ADULT, chosen[0]!],
    [CHILD, chosen[1]!],
  ] as const) {
    const card = page.getByRole('article', { name: fullName(person) });
    await expect.poll(() => card.textContent()).toContain(place.place);
  }
  await expect
    .poll(() => page.getByRole('timer').textContent())
    .toMatch(/Места забронированы ещё \d+:\d\d/);
}

describe.each([
  ['desktop', 1280],
  ['mobile', 375],
] as const)('ordering at %s width', (layout, width) => {
  const mobile = layout === 'mobile';

  it.each(MODES.map((mode) => [mode.kind, mode] as const))(
    'orders a %s for an adult and a child on the plan, cancels, orders the same places again',
    async (_, mode) => {
      const account = await activeAccount(`order_${mode.kind}_${layout}`);
      const page = await session.page(width);
      await page.goto('/login');
      await signInHere(page, account);

      await searchWithChild(page, mode);
      await openFirstResult(page, mode);
      const { total: detailSum, carType } = await detailTotal(page, mode);
      await page.getByRole('link', { name: 'Продолжить' }).click();
      await expect.poll(() => pathOf(page)).toBe(`/payment/create/${mode.type}/`);
      await passengerBlock(page, 2).waitFor({ timeout: 20_000 });
      await expect.poll(() => scrollTop(page)).toBe(0);

      await fillOrderForm(page, account);
      const chosen = await choosePlaces(page, mode, carType);
      // A plane's seat chosen in advance is charged on top of the fare: the detail's sum plus
      // the prices the plan gave the two seats.
      const total = detailSum + chosen.reduce((sum, c) => sum + c.extra, 0);

      expect(await seriousViolations(page)).toEqual([]);
      if (mobile) {
        await expectFitsViewport(page);
        expect(await undersized(page.locator('form').getByRole('button'))).toEqual([]);
      }
      if (mode.kind === 'train') {
        await groupSeats(page)
          .getByRole('group', { name: /^Схема вагона/ })
          .first()
          .scrollIntoViewIfNeeded();
        await shoot(page, `order-train-${layout}`);
      }

      const first = await submitOrder(page, mode);
      await checkConfirmPage(page, total, chosen);
      expect(await seriousViolations(page)).toEqual([]);
      if (mobile) {
        await expectFitsViewport(page);
        expect(await undersized(page.getByRole('main').getByRole('button'))).toEqual([]);
      }
      if (mode.kind === 'train') await shoot(page, `confirm-train-${layout}`);

      // SPEC: cancelling goes back one page, to the form, where the places are free again.
      await page.getByRole('button', { name: 'Отменить заказ' }).click();
      await expect.poll(() => pathOf(page)).toBe(`/payment/create/${mode.type}/`);
      // The form is as the traveller left it, the same places chosen and free again.
      await passengerBlock(page, 2).waitFor({ timeout: 20_000 });
      await expectPlacesKept(page, mode, chosen);
      // The travellers of the cancelled order are offered to pick instead of typing them.
      await pickSavedPassenger(passengerBlock(page, 1), ADULT);
      const second = await submitOrder(page, mode);
      expect(second).not.toBe(first);
      await checkConfirmPage(page, total, chosen);

      await page.getByRole('link', { name: 'Профиль' }).click();
      await page.getByRole('tab', { name: 'Мои поездки' }).click();
      const trip = page.getByRole('article', { name: new RegExp(`заказ № ${second}$`) });
      await trip.waitFor({ timeout: 20_000 });
      const cancelled = page.getByRole('article', { name: new RegExp(`заказ № ${first}$`) });
      await expect.poll(() => cancelled.textContent()).toContain('Отменён');
      await expect.poll(() => trip.textContent()).toContain('Ожидает оплаты');
      await expect
        .poll(() => trip.getByRole('timer').textContent())
        .toMatch(/Места забронированы ещё \d+:\d\d/);
      for (const place of chosen) {
        await expect.poll(() => trip.textContent()).toContain(place.place);
      }
      if (mode.kind === 'train' && !mobile) await shoot(page, 'trips-desktop');
    },
  );
});

describe('an anonymous visitor', () => {
  it('is asked to sign in on the order form and comes back to the chosen ride', async () => {
    const account = await activeAccount('order_visitor');
    const page = await session.page();
    const mode = MODES[0]!;
    await searchWithChild(page, mode);
    await openFirstResult(page, mode);
    const train = await page.getByRole('heading', { level: 2, name: /^Поезд/ }).textContent();
    await page.getByRole('link', { name: 'Продолжить' }).click();
    await expect.poll(() => pathOf(page)).toBe('/payment/create/train/');
    await expect(
      page.getByRole('alert').filter({ hasText: 'авторизуйтесь' }).textContent(),
    ).resolves.toBe('Для создания заказа, пожалуйста, авторизуйтесь.');
    await page.getByRole('main').getByRole('link', { name: 'Войти', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await signInHere(page, account);
    await expect.poll(() => pathOf(page)).toBe('/payment/create/train');
    await passengerBlock(page, 2).waitFor({ timeout: 20_000 });
    await expect(
      page.getByRole('complementary', { name: 'Поездка и стоимость' }).textContent(),
    ).resolves.toContain(train!.trim());
  });
});
