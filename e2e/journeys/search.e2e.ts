import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport, undersized } from '../support/layout.ts';
import { shoot } from '../support/screenshots.ts';
import { pickPlace } from '../support/search-form.ts';

const session = useBrowser();
const tomorrow = () => {
  const now = new Date(Date.now() + 3 * 3600_000 + 86_400_000);
  return now.toISOString().slice(0, 10);
};

async function searchFor(page: Page, from: string, to: string) {
  await page.goto('/');
  await pickPlace(page, 'Откуда', from.slice(0, 4), from);
  await pickPlace(page, 'Куда', to.slice(0, 5), to);
  await page.getByLabel('Дата').fill(tomorrow());
  await expectFitsViewport(page);
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/results');
  await expectFitsViewport(page);
}

/** The cards of the open tab once they are there, each as its text. */
async function cardTexts(page: Page): Promise<string[]> {
  const panel = page.getByRole('tabpanel');
  await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
  return panel.locator('ul > li > button').allTextContents();
}

/** How many results the open tab has: the cards shown and those «Показать ещё» holds back. */
async function resultCount(page: Page): Promise<number> {
  const shown = (await cardTexts(page)).length;
  const more = page.getByRole('button', { name: /^Показать ещё/ });
  return (await more.count()) === 0
    ? shown
    : shown + Number(/\d+/.exec((await more.textContent()) ?? '')![0]);
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

describe('searching for tickets', () => {
  it('refuses an empty form with the Russian messages of the rules', async () => {
    const page = await session.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Найти билеты' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Поле «Откуда» не должно быть пустым');
    await expect.poll(() => alert.textContent()).toContain('Поле «Куда» не должно быть пустым');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('suggests cities by keyboard and offers their stations', async () => {
    const page = await session.page();
    await page.goto('/');
    const from = page.getByRole('combobox', { name: 'Откуда' });
    await from.fill('Моск');
    await page
      .getByRole('option', { name: /^Москва/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Вокзалы и аэропорты: Москва' }).click();
    await expect.poll(() => page.getByLabel('Шереметьево (аэропорт)').count()).toBe(1);
    await expect.poll(() => page.getByLabel('Казанский вокзал (ж/д вокзал)').count()).toBe(1);
    await from.press('ArrowDown');
    await from.press('Enter');
    await expect.poll(() => from.inputValue()).toBe('Москва');
  });

  it('closes the passenger popup on Escape and gives focus back', async () => {
    const page = await session.page();
    await page.goto('/');
    const opener = page.getByRole('button', { name: /Пассажиры/ });
    await opener.click();
    await page.getByRole('button', { name: 'Взрослые: больше' }).click();
    await expect.poll(() => opener.textContent()).toContain('2 пассажира');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Пассажиры' }).count()).toBe(0);
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});

describe.each([
  ['desktop', 1280],
  ['mobile', 375],
] as const)('the search journey at %s width', (layout, width) => {
  const mobile = layout === 'mobile';

  /** On a phone the results keep the search block folded; the tabs and cards come first. */
  async function checkSearchBlock(page: Page) {
    const find = page.getByRole('button', { name: 'Найти билеты' });
    if (!mobile) {
      await expect.poll(() => find.count()).toBe(1);
      return;
    }
    await expect.poll(() => page.locator('[data-layout="mobile"]').count()).toBe(1);
    await expect.poll(() => find.count()).toBe(0);
    await page.getByRole('button', { name: 'Изменить поиск' }).click();
    await expect.poll(() => find.count()).toBe(1);
    await page.getByRole('button', { name: 'Скрыть поиск' }).click();
  }

  it('ticks stations, chooses passengers and class, and finds flights from that airport', async () => {
    const page = await session.page(width);
    await page.goto('/');
    const from = page.getByRole('combobox', { name: 'Откуда', exact: true });
    await from.fill('Моск');
    await page.getByRole('button', { name: 'Вокзалы и аэропорты: Москва' }).click();
    await page.getByLabel('Шереметьево (аэропорт)').check();
    await page.getByLabel('Ленинградский вокзал (ж/д вокзал)').check();
    await expect.poll(() => from.inputValue()).toBe('Москва');
    await page.locator('h1').first().click();
    await pickPlace(page, 'Куда', 'Санкт', 'Санкт-Петербург');
    await page.getByLabel('Дата').fill(tomorrow());

    const passengers = page.getByRole('button', { name: /Пассажиры/ });
    await passengers.click();
    await page.getByRole('button', { name: 'Взрослые: больше' }).click();
    await page.getByRole('button', { name: 'Дети: больше' }).click();
    await page.locator('h1').first().click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Пассажиры' }).count()).toBe(0);
    await expect.poll(() => passengers.textContent()).toContain('3 пассажира');

    const serviceClass = page.getByRole('button', { name: /Класс/ });
    await serviceClass.click();
    const classes = page.getByRole('dialog', { name: 'Класс обслуживания' }).getByRole('radio');
    await expect.poll(() => classes.count()).toBe(4);
    await page.getByLabel('Бизнес').check();
    await page.keyboard.press('Escape');
    await expect.poll(() => serviceClass.textContent()).toContain('Бизнес');
    await serviceClass.click();
    await page.getByLabel('Эконом').check();
    await page.keyboard.press('Escape');
    await expect.poll(() => serviceClass.textContent()).toContain('Эконом');

    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/results');
    await checkSearchBlock(page);
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Самолёт' }).click();
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('Шереметьево');
    await expect.poll(() => panel.textContent()).not.toMatch(/Домодедово|Внуково/);
    await page.getByRole('tab', { name: 'Поезд' }).click();
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('Ленинградский');
    await expect.poll(() => panel.textContent()).not.toContain('Курский вокзал');
  });

  it('finds every mode from Moscow to Saint Petersburg, sorts, filters, switches day and opens each detail', async () => {
    const page = await session.page(width);
    await page.goto('/');
    await pickPlace(page, 'Откуда', 'Моск', 'Москва');
    await pickPlace(page, 'Куда', 'Санкт', 'Санкт-Петербург');
    await page.getByLabel('Дата').fill(tomorrow());
    await shoot(page, `home-${layout}`);
    await expectFitsViewport(page);
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/results');
    await checkSearchBlock(page);
    await expectFitsViewport(page);

    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
    await expect.poll(() => panel.textContent()).toMatch(/SU|S7|DP|U6|FV|UT|N4|5N|YC|A4|HZ/);
    expect(await seriousViolations(page)).toEqual([]);

    // Sorting: the popup offers both orders and closes on an outside click.
    await page.getByRole('button', { name: /Сначала дешёвые/ }).click();
    await page.getByRole('option', { name: 'Сначала быстрые' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Сначала быстрые/ }).count()).toBe(1);
    await page.getByRole('button', { name: /Сначала быстрые/ }).click();
    await expect.poll(() => page.getByRole('listbox', { name: 'Сортировка' }).count()).toBe(1);
    await page.locator('h1').click();
    await expect.poll(() => page.getByRole('listbox', { name: 'Сортировка' }).count()).toBe(0);

    // Filters: nothing leaves Moscow by plane in the last minutes of the day.
    await panel.getByText('Фильтры: самолёт', { exact: true }).click();
    await panel.getByLabel('Отправление с, ч').fill('24');
    await expect.poll(() => panel.textContent()).toContain('ослабьте фильтры');
    await expectFitsViewport(page);
    await panel.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect.poll(() => panel.textContent()).toContain('₽');

    // The price strip: prices of the neighbouring days, one click to switch.
    const strip = page.getByRole('navigation', { name: 'Цены на соседние даты' });
    await expect.poll(() => strip.textContent(), { timeout: 20_000 }).toMatch(/от \d/);
    const days = strip.getByRole('button');
    const current = await days.evaluateAll((buttons) =>
      buttons.findIndex((b) => b.getAttribute('aria-current') === 'date'),
    );
    await days.nth(current + 1).click();
    await expect.poll(() => days.nth(current + 1).getAttribute('aria-current')).toBe('date');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
    await expectFitsViewport(page);

    await page.getByRole('tab', { name: 'Автобус' }).click();
    await expect.poll(() => panel.textContent()).toContain('Рейс');
    await page.getByRole('tab', { name: 'Поезд' }).click();
    await expect.poll(() => panel.textContent()).toContain('Ленинградский вокзал');
    await expect.poll(() => panel.textContent()).toContain('от ');
    // Each train says what its car types cost: «плацкарт от …», «купе от …».
    await expect(
      panel.getByRole('list', { name: 'Цены по типам вагонов' }).count(),
    ).resolves.not.toBe(0);
    await expectFitsViewport(page);
    await shoot(page, `results-${layout}`);

    // Each kind of detail, and back to the same results.
    for (const [tab, kind, marker] of [
      ['Поезд', 'train', 'Места и цены'],
      ['Самолёт', 'plane', 'Багаж'],
      ['Автобус', 'bus', 'Тарифы'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => panel.textContent()).toContain('₽');
      await panel.locator('li button').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/detail');
      await expect.poll(() => page.textContent('body'), { timeout: 20_000 }).toContain(marker);
      await page.getByRole('img', { name: /^Маршрут на карте/ }).waitFor({ timeout: 20_000 });
      const next = page.getByRole('link', { name: 'Продолжить' });
      const payment = kind === 'plane' ? 'avia' : kind;
      await expect.poll(() => next.getAttribute('href')).toBe(`/payment/create/${payment}/`);
      expect(await seriousViolations(page)).toEqual([]);
      await expectFitsViewport(page);
      await shoot(page, `detail-${kind}-${layout}`);
      await page.getByRole('link', { name: '← К результатам поиска' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/results');
      await expect.poll(() => panel.textContent()).toContain('₽');
    }

    // A reload keeps the search: it lives in browser storage.
    await page.reload();
    await expect
      .poll(() => page.getByRole('tabpanel').textContent(), { timeout: 20_000 })
      .toContain('₽');
  });

  it('computes a combined route from Kaliningrad to Vladivostok while the page waits', async () => {
    const page = await session.page(width);
    await searchFor(page, 'Калининград', 'Владивосток');
    await page.getByRole('tab', { name: 'Комбинированные' }).click();
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain('Пересадка');
    await expect.poll(() => panel.textContent()).toContain('₽');
    // The journey on a map: one line per ride, in its mode's colour.
    await panel.getByText('Маршрут на карте').first().click();
    const map = panel.getByRole('img', { name: /^Маршрут на карте/ }).first();
    await map.waitFor({ timeout: 20_000 });
    await expect.poll(() => map.locator('path[data-mode]').count()).toBeGreaterThan(1);
    await expectFitsViewport(page);
    await shoot(page, `results-combined-${layout}`);

    // Each leg of a combined route opens the detail of that ride.
    await panel.locator('ol li button').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/detail');
    await expect.poll(() => page.textContent('body'), { timeout: 20_000 }).toContain('Итого');
    await expectFitsViewport(page);
  });

  it('keeps the search and its view in the address: a link, each tab’s filters, Back from detail, the price strip in the history', async () => {
    const page = await session.page(width);
    await searchFor(page, 'Москва', 'Санкт-Петербург');
    const address = new URL(page.url());
    expect(address.searchParams.get('from')).toBe('Москва');
    expect(address.searchParams.get('to')).toBe('Санкт-Петербург');
    expect(address.searchParams.get('date')).toBe(tomorrow());
    const panel = page.getByRole('tabpanel');
    const planes = await resultCount(page);
    expect(planes).toBeGreaterThan(1);
    // Airlines by their Russian names beside the codes.
    await expect
      .poll(() => panel.textContent())
      .toMatch(/(Аэрофлот|Победа|Россия|Уральские авиалинии) \(\w\w\)/);

    // The train tab in the quicker order, then the same results in a page of its own.
    await page.getByRole('tab', { name: 'Поезд' }).click();
    await page.getByRole('button', { name: /Сначала дешёвые/ }).click();
    await page.getByRole('option', { name: 'Сначала быстрые' }).click();
    const trains = await cardTexts(page);
    const browser = page.context().browser()!;
    const other = await browser.newContext({
      baseURL: session.baseUrl,
      viewport: { width, height: 900 },
      locale: 'ru-RU',
    });
    try {
      const linked = await other.newPage();
      await linked.goto(page.url());
      await expect.poll(() => selectedTab(linked), { timeout: 20_000 }).toBe('Поезд');
      await expect
        .poll(() => linked.getByRole('button', { name: /Сначала быстрые/ }).count())
        .toBe(1);
      await expect.poll(() => cardTexts(linked), { timeout: 20_000 }).toEqual(trains);
      await expectFitsViewport(linked);
    } finally {
      await other.close();
    }

    // Filters on the train tab narrow it alone, and say so there; the plane tab stays whole.
    await panel.getByText('Фильтры: поезд', { exact: true }).click();
    await panel.getByLabel('Отправление с, ч').fill('24');
    await expect.poll(() => panel.textContent()).toContain('ослабьте фильтры');
    await expect.poll(() => page.getByRole('tab', { name: /^Поезд.*фильтры: 1/ }).count()).toBe(1);
    await expectFitsViewport(page);
    // Every flight still there.
    await page.getByRole('tab', { name: 'Самолёт' }).click();
    await expect.poll(() => resultCount(page)).toBe(planes);
    await expect.poll(() => panel.textContent()).toContain('Фильтры: самолёт');
    await page.getByRole('tab', { name: /^Поезд/ }).click();
    await expect.poll(() => panel.textContent()).toContain('ослабьте фильтры');
    await panel.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect.poll(() => cardTexts(page)).toEqual(trains);

    // Down the list, into a detail and Back: the same tab, order and place in the list.
    if (mobile) await page.getByRole('button', { name: 'Изменить поиск' }).click();
    const card = panel.locator('ul > li > button').nth(Math.min(4, trains.length - 1));
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await card.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/detail');
    await page.getByRole('table', { name: 'Места и цены' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.textContent('body')).toMatch(/Итого за 1 взрослого/);
    await expectFitsViewport(page);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/results');
    await expect.poll(() => selectedTab(page)).toBe('Поезд');
    await expect.poll(() => page.getByRole('button', { name: /Сначала быстрые/ }).count()).toBe(1);
    await expect.poll(() => cardTexts(page)).toEqual(trains);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
    if (mobile) {
      await expect.poll(() => page.getByRole('button', { name: 'Найти билеты' }).count()).toBe(1);
    }
    // The page's own way back does the same.
    await card.click();
    await page.getByRole('link', { name: '← К результатам поиска' }).click();
    await expect.poll(() => selectedTab(page)).toBe('Поезд');
    await expect.poll(() => page.getByRole('button', { name: /Сначала быстрые/ }).count()).toBe(1);

    // A day of the price strip is a new search: Back returns to this one, Forward to that.
    const strip = page.getByRole('navigation', { name: 'Цены на соседние даты' });
    await expect.poll(() => strip.textContent(), { timeout: 20_000 }).toMatch(/от \d/);
    await expect.poll(() => strip.textContent()).toContain('Самая низкая цена дня за пассажира');
    const days = strip.getByRole('button');
    const current = await days.evaluateAll((buttons) =>
      buttons.findIndex((b) => b.getAttribute('aria-current') === 'date'),
    );
    await days.nth(current + 1).click();
    const dateOf = () => new URL(page.url()).searchParams.get('date');
    await expect.poll(dateOf).not.toBe(tomorrow());
    const next = dateOf();
    await expect.poll(() => selectedTab(page)).toBe('Поезд');
    await page.goBack();
    await expect.poll(dateOf).toBe(tomorrow());
    await expect.poll(() => cardTexts(page)).toEqual(trains);
    await page.goForward();
    await expect.poll(dateOf).toBe(next);
    // A reload keeps it all: the address holds it.
    await page.reload();
    await expect.poll(() => selectedTab(page), { timeout: 20_000 }).toBe('Поезд');
    await expect.poll(dateOf).toBe(next);
    if (mobile) {
      await page.getByRole('button', { name: /Пассажиры/ }).click();
      expect(
        await undersized(page.getByRole('dialog', { name: 'Пассажиры' }).getByRole('button')),
      ).toEqual([]);
    }
  });
});
