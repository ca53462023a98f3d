import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedAccount, signInHere } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport } from '../support/layout.ts';
import {
  MODES,
  passengerBlock,
  pathOf,
  rubles,
  searchWithChild,
  seatNamed,
} from '../support/ordering.ts';
import { shoot } from '../support/screenshots.ts';

const session = useBrowser();
const PLANE = MODES.find((mode) => mode.kind === 'plane')!;
const CLOSED = /бизнес-класс, не входит в ваш тариф$/;

/** The first passenger's cabin plan, opened. */
async function openPlan(page: Page): Promise<Locator> {
  const block = passengerBlock(page, 1);
  const plan = block.getByRole('group', { name: 'Схема салона самолёта' });
  if (!(await plan.isVisible())) await block.getByText(/^Выбрать место на схеме/).click();
  await plan.waitFor({ timeout: 20_000 });
  return plan;
}

/**
 * The order form of the first flight (economy, the search's default) whose aircraft has a
 * business cabin, with its plan open: the results are tried in order.
 */
async function formOfTwoCabinFlight(page: Page): Promise<Locator> {
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByRole('button').filter({ hasText: '₽' });
  for (let i = 0; i < 8; i++) {
    await page.getByRole('tab', { name: PLANE.tab }).click();
    await cards.nth(i).waitFor({ timeout: 20_000 });
    await cards.nth(i).click();
    await expect.poll(() => pathOf(page)).toBe('/detail');
    await page.getByRole('link', { name: 'Продолжить' }).click();
    await expect.poll(() => pathOf(page)).toBe('/payment/create/avia/');
    const plan = await openPlan(page);
    const closed = plan.getByRole('button', { name: CLOSED });
    await plan.getByRole('button').first().waitFor();
    if ((await closed.count()) > 0) return plan;
    await page.goBack();
    await page.goBack();
  }
  throw new Error('No flight with a business cabin among the first results');
}

describe.each([
  ['desktop', 1280],
  ['mobile', 375],
] as const)('the cabin plan at %s width', (layout, width) => {
  it('shows business seats to an economy passenger as not for sale, and each seat’s price', async () => {
    // Registrations are 10 an hour from one address and the run makes them all already: this
    // journey signs in with the run's shared buyer (it places no order).
    const account = await sharedAccount('second_buyer');
    const page = await session.page(width);
    await page.goto('/login');
    await signInHere(page, account);
    await searchWithChild(page, PLANE);
    const plan = await formOfTwoCabinFlight(page);
    const block = passengerBlock(page, 1);

    // A business seat is there, disabled, out of the tab order, named by why.
    const business = plan.getByRole('button', { name: CLOSED }).first();
    await expect(business.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(business.getAttribute('tabindex')).resolves.toBe('-1');
    await business.click({ force: true });
    await expect(business.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(block.getByText(/^Место не выбрано/).isVisible()).resolves.toBe(true);

    // The legend says what the outline means, and what each colour of seat costs.
    const legend = block.getByRole('list', { name: 'Обозначения на схеме' });
    await expect(legend.textContent()).resolves.toMatch(
      /Бизнес-класс \(ряды? [\d–, ]+\) — не входит в ваш тариф/,
    );
    const prices = await legend
      .getByRole('listitem')
      .filter({ hasText: /₽ — ряд/ })
      .allTextContents();
    expect(prices.length).toBeGreaterThan(1);
    await expect(legend.textContent()).resolves.toContain('Аварийный выход');

    // Every seat for sale says its price; a seat at an exit says so.
    const free = plan.getByRole('button', { disabled: false });
    const names = await free.evaluateAll((seats) =>
      seats.map((s) => s.getAttribute('aria-label') ?? ''),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/(\d\s₽|бесплатно)$/u);
    expect(names.some((name) => name.includes('у аварийного выхода'))).toBe(true);

    // The keyboard chooses a seat for sale: Tab reaches it, Enter presses it.
    const seat = free.first();
    const code = /^Место (\w+)/.exec((await seat.getAttribute('aria-label'))!)![1]!;
    await seat.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => seatNamed(plan, code).getAttribute('aria-pressed')).toBe('true');
    await expect(block.getByText(/^Выбрано: рейс/).textContent()).resolves.toContain(
      `место ${code}`,
    );

    expect(await seriousViolations(page)).toEqual([]);
    if (layout === 'mobile') await expectFitsViewport(page);
    // The plan with its legend below it.
    await legend.evaluate((list) => list.scrollIntoView({ block: 'end' }));
    await shoot(page, `cabin-plan-${layout}`);

    // The fare with a bag: dearer, its bag said, the price beside the form follows the choice.
    const fares = page.getByRole('group', { name: 'Тариф' });
    const total = page.getByRole('region', { name: 'Стоимость' });
    const before = rubles(
      await total
        .getByText(/^Всего/)
        .locator('..')
        .textContent(),
    );
    const standard = fares.getByRole('radio', { name: /Эконом Стандарт/ });
    // The choice goes into the address and the radio follows it: click, then wait for both.
    await standard.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('fare')).toBe('ES');
    await expect.poll(() => standard.isChecked()).toBe(true);
    await expect(fares.textContent()).resolves.toContain('Багаж: 23 кг');
    await expect
      .poll(async () =>
        rubles(
          await total
            .getByText(/^Всего/)
            .locator('..')
            .textContent(),
        ),
      )
      .toBeGreaterThan(before);
    await fares.scrollIntoViewIfNeeded();
    await shoot(page, `fare-families-${layout}`);
  }, 240_000);
});
