import { describe, expect, it } from 'vitest';
import { signInHere } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport, resizeTo } from '../support/layout.ts';
import {
  ADULT,
  daysAhead,
  fillPerson,
  MODES,
  passengerBlock,
  pathOf,
  submitOrder,
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

const session = useBrowser();
const BUS = MODES.find((mode) => mode.kind === 'bus')!;

describe('favourites', () => {
  it('names a saved ride, opens it from the profile, and it is bought and paid', async () => {
    const page = await session.page(1280);
    const account = await payerAccount();
    await page.goto('/login');
    await signInHere(page, account);

    // A coach from Moscow saved from the results, for one adult.
    await page.goto('/');
    await pickPlace(page, 'Откуда', 'Моск', 'Москва');
    await pickPlace(page, 'Куда', BUS.typed, BUS.city);
    await page.getByLabel('Дата').fill(daysAhead(4));
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await expect.poll(() => pathOf(page)).toBe('/results');
    await page.getByRole('tab', { name: BUS.tab }).click();
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
    await panel.getByRole('button', { name: 'В избранное' }).first().click();
    await panel.getByRole('button', { name: 'В избранном' }).first().waitFor();

    // The profile names it: the coach's number, its stations and times, its price then and now.
    await page.getByRole('link', { name: 'Профиль' }).click();
    const saved = page
      .getByRole('tabpanel')
      .getByRole('listitem', { name: / → / })
      .filter({ hasText: 'Автобус, рейс' })
      .filter({ hasText: 'Сейчас:' })
      .first();
    await saved.waitFor({ timeout: 20_000 });
    const text = (await saved.textContent()) ?? '';
    expect(text).toMatch(/Автобус, рейс \S+/);
    expect(text).toMatch(/\d\d:\d\d МСК/);
    expect(text).toContain('При сохранении:');
    await expectFitsViewport(page);
    await shoot(page, 'favorites-1280');
    await resizeTo(page, 375);
    await expectFitsViewport(page);
    await shoot(page, 'favorites-375');
    await resizeTo(page, 1280);

    // Opened: the ride's detail, its facts first.
    await saved.getByRole('button', { name: /^Открыть/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/detail');
    const facts = page.getByLabel('Отправление и прибытие');
    await facts.waitFor({ timeout: 20_000 });
    await expect.poll(() => facts.textContent()).toMatch(/Отправление\d\d:\d\d МСК/);
    await shoot(page, 'detail-1280');
    await resizeTo(page, 375);
    await expectFitsViewport(page);
    await shoot(page, 'detail-375');
    await resizeTo(page, 1280);

    // Bought: the contacts come from the account, the phone written as the mask writes it.
    await page.getByRole('link', { name: 'Продолжить' }).click();
    await expect.poll(() => pathOf(page)).toBe('/payment/create/bus/');
    const block = passengerBlock(page, 1);
    await block.waitFor({ timeout: 20_000 });
    const contacts = page.getByRole('group', { name: 'Контактные данные' });
    await expect.poll(() => contacts.getByLabel('E-mail').inputValue()).toBe(account.email);
    await contacts.getByLabel('Телефон').fill('9161234567');
    await expect(contacts.getByLabel('Телефон').inputValue()).resolves.toBe('+7 (916) 123-45-67');
    await fillPerson(block, ADULT);
    const plan = block.getByRole('group', { name: 'Места в автобусе' });
    await plan.locator('button[aria-pressed="false"]:not([aria-disabled="true"])').first().click();
    await block.getByText(/^Выбрано: место/).waitFor();
    const order = await submitOrder(page, BUS);
    const total = kopecks(await page.getByText(/^Итого за 1 пассажир/).textContent());

    // And paid, as any order is.
    await goToPayment(page, 'Перейти к оплате', total);
    await payByCard(page, CARDS.paid);
    await expectPaid(page, order);
  });
});
