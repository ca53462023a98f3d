import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from './accounts.ts';
import { expectFitsViewport } from './layout.ts';
import { pickPlace } from './search-form.ts';

/*
 * Ordering a ride as a traveller does, from the home page's search to the confirm page: the
 * orders journey checks each step, the payments journey starts from the order it makes.
 */

export type Mode = {
  kind: 'train' | 'bus' | 'plane';
  /** The results tab. */
  tab: string;
  city: string;
  typed: string;
  /** The order type in the addresses /payment/create/… and /payment/confirm/…. */
  type: 'train' | 'bus' | 'avia';
};

export const MODES: Mode[] = [
  { kind: 'train', tab: 'Поезд', city: 'Казань', typed: 'Казан', type: 'train' },
  // Every bus between the two capitals is a long-distance coach, and coaches sell their places
  // on a plan (short hops by minibus leave the place to the carrier).
  { kind: 'bus', tab: 'Автобус', city: 'Санкт-Петербург', typed: 'Санкт', type: 'bus' },
  { kind: 'plane', tab: 'Самолёт', city: 'Сочи', typed: 'Сочи', type: 'avia' },
];

/** A day in Moscow `days` from today, as the date field takes it. */
export const daysAhead = (days: number) =>
  new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The child is seven: a child's fare in every mode, on a birth certificate. */
function sevenYearsAgo(): string {
  const today = new Date(Date.now() + 3 * 3600_000);
  today.setUTCFullYear(today.getUTCFullYear() - 7);
  return today.toISOString().slice(0, 10);
}

export type Person = {
  lastName: string;
  firstName: string;
  middleName: string;
  sex: string;
  birthday: string;
  document: string;
  number: string;
};

export const ADULT: Person = {
  lastName: 'Петрова',
  firstName: 'Анна',
  middleName: 'Сергеевна',
  sex: 'Женский',
  birthday: '1988-04-12',
  document: 'Паспорт РФ',
  number: '4510123456',
};

export const CHILD: Person = {
  lastName: 'Петров',
  firstName: 'Иван',
  middleName: 'Андреевич',
  sex: 'Мужской',
  birthday: sevenYearsAgo(),
  document: 'Свидетельство о рождении',
  number: 'IV-МЮ123456',
};

export const fullName = (p: Person) => `${p.lastName} ${p.firstName} ${p.middleName}`;

/** «от 5 846 ₽» → 5846, «2 002,80 ₽» → 2002.8: the site shows amounts to the kopeck. */
export function rubles(text: string | null): number {
  const amount = /(\d[\d\s]*)(?:,(\d{2}))?\s*₽/.exec(text ?? '');
  if (!amount) throw new Error(`Нет суммы в рублях: «${text}»`);
  return Number(amount[1]!.replace(/\s/g, '')) + Number(amount[2] ?? 0) / 100;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The home page's form: Moscow to `mode.city` in three days, `adults` and one child. */
export async function searchWithChild(page: Page, mode: Mode, adults = 1) {
  await page.goto('/');
  await pickPlace(page, 'Откуда', 'Моск', 'Москва');
  await pickPlace(page, 'Куда', mode.typed, mode.city);
  await page.getByLabel('Дата').fill(daysAhead(3));
  const passengers = page.getByRole('button', { name: /Пассажиры/ });
  await passengers.click();
  for (let n = 1; n < adults; n++) {
    await page.getByRole('button', { name: 'Взрослые: больше' }).click();
  }
  await page.getByRole('button', { name: 'Дети: больше' }).click();
  await page.locator('h1').first().click();
  await expect(page.getByRole('dialog', { name: 'Пассажиры' }).count()).resolves.toBe(0);
  await expect(passengers.textContent()).resolves.toContain(`${adults + 1} пассажира`);
  await expectFitsViewport(page);
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  await expect.poll(() => pathOf(page)).toBe('/results');
  await expect
    .poll(() => page.getByRole('tabpanel').textContent(), { timeout: 20_000 })
    .not.toContain('Ищем билеты');
  await expectFitsViewport(page);
}

/** The first result of the mode's tab that is sold online, opened: its detail page. */
export async function openFirstResult(page: Page, mode: Mode) {
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByRole('button').filter({ hasText: '₽' });
  for (let i = 0; ; i++) {
    await page.getByRole('tab', { name: mode.tab }).click();
    await cards.nth(i).waitFor({ timeout: 20_000 });
    await cards.nth(i).click();
    await expect.poll(() => pathOf(page)).toBe('/detail');
    const next = page.getByRole('link', { name: 'Продолжить' });
    await next.or(page.getByText('Недоступно для онлайн-продажи')).waitFor({ timeout: 20_000 });
    await expectFitsViewport(page);
    if (await next.isVisible()) return;
    // Now and then a train is not sold online (SPEC §2): the next result, then.
    await page.getByRole('link', { name: '← К результатам поиска' }).click();
  }
}

/**
 * What the detail page says the two passengers pay together. A train is priced per car type
 * («от», the cheapest car of the type); the journey orders the first type, whose cars in one
 * train of the demo timetable all sell at one fare, so its sum is what any of them costs.
 */
export async function detailTotal(
  page: Page,
  mode: Mode,
): Promise<{ total: number; carType: string }> {
  if (mode.kind === 'train') {
    const table = page.getByRole('table', { name: 'Места и цены' });
    await table.waitFor({ timeout: 20_000 });
    await table.getByRole('columnheader', { name: 'Итого за 1 взрослого и 1 ребёнка' }).waitFor();
    const cells = table.getByRole('row').nth(1).getByRole('cell');
    const carType = ((await cells.first().textContent()) ?? '').trim();
    return { total: rubles(await cells.last().textContent()), carType };
  }
  const price = page.getByRole('region', { name: 'Цена для ваших пассажиров' });
  await price.waitFor({ timeout: 20_000 });
  // One line per category: the adult's and the child's price.
  await expect(price.getByRole('listitem').count()).resolves.toBe(2);
  await expect(price.textContent()).resolves.toMatch(/Взрослый.*(Детский|Ребёнок)/);
  const total = await price.getByText(/^Итого за 1 взрослого и 1 ребёнка:/).textContent();
  return { total: rubles(total), carType: '' };
}

export const passengerBlock = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Пассажир ${n}`) });

export async function fillContacts(page: Page, account: Account) {
  const contacts = page.getByRole('group', { name: 'Контактные данные' });
  await contacts.getByLabel('Телефон').fill('+7 912 345-67-89');
  await expect(contacts.getByLabel('Телефон').inputValue()).resolves.toBe('+7 (912) 345-67-89');
  await contacts.getByLabel('E-mail').fill(account.email);
}

export async function fillPerson(block: Locator, person: Person) {
  await block.getByLabel('Фамилия', { exact: true }).fill(person.lastName);
  await block.getByLabel('Имя', { exact: true }).fill(person.firstName);
  await block.getByLabel('Отчество', { exact: true }).fill(person.middleName);
  await block.getByLabel('Пол', { exact: true }).selectOption({ label: person.sex });
  await block.getByLabel('Дата рождения').fill(person.birthday);
  await expect(block.getByLabel('Гражданство').inputValue()).resolves.toBe('Российская Федерация');
  await block.getByLabel('Документ', { exact: true }).selectOption({ label: person.document });
  await block.getByLabel('Номер документа').fill(person.number);
}

/** A place chosen on a plan: its name on the plan, what the confirm page calls it, its price. */
export type Chosen = { seat: string; place: string; extra: number };

/** A place on a plan by its number: «Место 12, нижнее, 2 128 ₽». */
export const seatNamed = (plan: Locator, seat: string) =>
  plan.getByRole('button', { name: new RegExp(`^Место ${seat}(,|$)`) });

/**
 * Presses a free place of the plan — the one numbered `seat`, or the first this passenger may
 * take — and gives its name on the plan.
 */
async function takeSeat(plan: Locator, seat?: string): Promise<string> {
  const candidate =
    seat === undefined
      ? plan.getByRole('button', { disabled: false, pressed: false }).first()
      : seatNamed(plan, seat);
  await expect.poll(() => candidate.getAttribute('aria-disabled')).not.toBe('true');
  const name = (await candidate.getAttribute('aria-label')) ?? '';
  const button = seatNamed(plan, /^Место (\w+)/.exec(name)![1]!);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  return name;
}

/** The train form's one car and plan for the whole order. */
export const groupSeats = (page: Page) =>
  page.getByRole('group', { name: 'Вагон и места для всех' });

/** A combined trip's train leg: its one plan for the whole group, below the travellers. */
export const tripGroupSeats = (page: Page) =>
  page.getByRole('group', { name: /^Участок \d: поезд .* — вагон и места для всех$/ });

/**
 * Car type (null: the one the form offers) and car once for everyone, then a place on the
 * car's plan for each of `count` travellers in turn: every press goes to the next traveller
 * without a place. `again` repeats the places of an earlier choice; a child with a place rides
 * in the adults' car. `group` is the plan's: a train order's, or a trip's train leg's.
 */
export async function chooseTrainPlaces(
  page: Page,
  carType: string | null,
  again?: Chosen[],
  count = 2,
  group = groupSeats(page),
) {
  const types = group.getByLabel('Тип вагона');
  if (carType !== null) {
    const typeLabel = await types.locator('option', { hasText: `${carType} —` }).textContent();
    await types.selectOption({ label: typeLabel! });
  }
  // A trip's labels name the leg for the ear: «Вагон, участок 2».
  const cars = group.getByLabel(/^Вагон(,|$)/);
  // A car with a place for everyone: trains fill up as the days come (places sold before).
  const roomFor = new RegExp(`^№.*свободно (?:[${Math.min(count, 9)}-9]|\\d\\d)`);
  const carLabel = (await cars
    .locator('option:not([disabled])', { hasText: roomFor })
    .first()
    .textContent())!;
  const car = /№ (\S+)/.exec(carLabel)![1]!;
  await cars.selectOption({ label: carLabel });
  const plan = group.getByRole('group', { name: /^Схема вагона/ }).first();
  await plan.waitFor({ timeout: 20_000 });
  const chosen: Chosen[] = [];
  for (let n = 1; n <= count; n++) {
    const wanted = again?.[n - 1]?.seat;
    const candidate =
      wanted === undefined
        ? plan.getByRole('button', { name: /, свободно$/ }).first()
        : seatNamed(plan, wanted);
    await expect.poll(() => candidate.getAttribute('aria-disabled')).toBe('false');
    const seat = /^Место (\d+)/.exec((await candidate.getAttribute('aria-label')) ?? '')![1]!;
    await seatNamed(plan, seat).click();
    await expect
      .poll(() =>
        passengerBlock(page, n)
          .getByText(/^Вагон \d+/)
          .textContent(),
      )
      .toBe(`Вагон ${car}, место ${seat}.`);
    chosen.push({ seat, place: `вагон ${car}, место ${seat}`, extra: 0 });
  }
  return chosen;
}

async function chooseBusPlaces(page: Page, again?: Chosen[]) {
  const chosen: Chosen[] = [];
  for (const n of [1, 2]) {
    const block = passengerBlock(page, n);
    const plan = block.getByRole('group', { name: 'Места в автобусе' });
    const name = await takeSeat(plan, again?.[n - 1]?.seat);
    const seat = /^Место (\d+)/.exec(name)![1]!;
    await expect(block.getByText(/^Выбрано: место/).textContent()).resolves.toBe(
      `Выбрано: место ${seat}`,
    );
    chosen.push({ seat, place: `место ${seat}`, extra: 0 });
  }
  return chosen;
}

/** A seat chosen on a plane costs extra, and its name on the plan says how much. */
async function chooseCabinSeats(page: Page, again?: Chosen[]) {
  const chosen: Chosen[] = [];
  for (const n of [1, 2]) {
    const block = passengerBlock(page, n);
    const plan = block.getByRole('group', { name: 'Схема салона самолёта' });
    if (!(await plan.isVisible())) await block.getByText(/^Выбрать место на схеме/).click();
    await plan.waitFor({ timeout: 20_000 });
    const name = await takeSeat(plan, again?.[n - 1]?.seat);
    const seat = /^Место (\w+)/.exec(name)![1]!;
    const extra = rubles(name);
    await expect(block.getByText(/^Выбрано: рейс/).textContent()).resolves.toMatch(
      new RegExp(`место ${seat}, ${extra.toLocaleString('ru-RU')}\\s₽$`),
    );
    chosen.push({ seat, place: `место ${seat}`, extra });
  }
  return chosen;
}

export function choosePlaces(page: Page, mode: Mode, carType: string, again?: Chosen[]) {
  switch (mode.kind) {
    case 'train':
      return chooseTrainPlaces(page, carType, again);
    case 'bus':
      return chooseBusPlaces(page, again);
    case 'plane':
      return chooseCabinSeats(page, again);
  }
}

export const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

export async function fillOrderForm(page: Page, account: Account) {
  await fillContacts(page, account);
  await fillPerson(passengerBlock(page, 1), ADULT);
  await fillPerson(passengerBlock(page, 2), CHILD);
  await expectFitsViewport(page);
}

/** «Продолжить» on the form: the confirm page of the new order. */
export async function submitOrder(page: Page, mode: Mode): Promise<number> {
  await page.locator('form').getByRole('button', { name: 'Продолжить' }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe(`/payment/confirm/${mode.type}`);
  const order = Number(new URL(page.url()).searchParams.get('order'));
  expect(order).toBeGreaterThan(0);
  await page.getByText('Проверьте ранее введённые данные').waitFor();
  // A new page opens at its top, where the notice is, not scrolled down like the form was.
  await expect.poll(() => scrollTop(page)).toBe(0);
  await expectFitsViewport(page);
  return order;
}

/**
 * An order for an adult and a child on the first ride of the mode sold online, made through
 * the site: search, detail, the form with places on the plan (`again`: these places, by
 * number). Leaves the confirm page open.
 */
export async function placeOrder(
  page: Page,
  mode: Mode,
  account: Account,
  again?: Chosen[],
): Promise<number> {
  await searchWithChild(page, mode);
  await openFirstResult(page, mode);
  const { carType } = await detailTotal(page, mode);
  await page.getByRole('link', { name: 'Продолжить' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/payment/create/${mode.type}/`);
  await passengerBlock(page, 2).waitFor({ timeout: 20_000 });
  await fillOrderForm(page, account);
  await choosePlaces(page, mode, carType, again);
  return submitOrder(page, mode);
}
