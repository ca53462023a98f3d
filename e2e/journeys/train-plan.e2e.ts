import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedAccount, signInHere } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport } from '../support/layout.ts';
import {
  ADULT,
  CHILD,
  chooseTrainPlaces,
  fillContacts,
  fillPerson,
  fullName,
  groupSeats,
  MODES,
  openFirstResult,
  passengerBlock,
  pathOf,
  searchWithChild,
  submitOrder,
  type Person,
} from '../support/ordering.ts';
import { shootPart } from '../support/screenshots.ts';

const session = useBrowser();
const TRAIN = MODES.find((mode) => mode.kind === 'train')!;

const FATHER: Person = {
  ...ADULT,
  lastName: 'Петров',
  firstName: 'Андрей',
  middleName: 'Викторович',
  sex: 'Мужской',
  birthday: '1986-09-30',
  number: '4510654321',
};

/** The plan as a traveller sees it, whole: the car, who each place is for, the places chosen. */
const shootPlan = (page: Page, name: string) => shootPart(groupSeats(page), name);

describe.each([
  ['desktop', 1280],
  ['mobile', 375],
] as const)('a family on a плацкарт plan at %s width', (layout, width) => {
  it('two adults and a child pick three places on one plan in one go and get them', async () => {
    // Registrations are 10 an hour from one address and the run makes them all already: this
    // journey signs in with the run's shared buyer (two unpaid orders at most from here).
    const account = await sharedAccount('second_buyer');
    const page = await session.page(width);
    await page.goto('/login');
    await signInHere(page, account);

    await searchWithChild(page, TRAIN, 2);
    await openFirstResult(page, TRAIN);
    await page.getByRole('link', { name: 'Продолжить' }).click();
    await expect.poll(() => pathOf(page)).toBe('/payment/create/train/');
    await passengerBlock(page, 3).waitFor({ timeout: 20_000 });

    await fillContacts(page, account);
    await fillPerson(passengerBlock(page, 1), ADULT);
    await fillPerson(passengerBlock(page, 2), FATHER);
    await fillPerson(passengerBlock(page, 3), CHILD);
    const chosen = await chooseTrainPlaces(page, 'Плацкарт', undefined, 3);

    // The plan of a плацкарт: nine compartments, side berths, each place priced and named.
    const plan = groupSeats(page)
      .getByRole('group', { name: /^Схема вагона/ })
      .first();
    await expect(plan.getByRole('group', { name: /^Отсек \d+/ }).count()).resolves.toBe(9);
    await expect(
      plan.getByRole('button', { name: /^Место 54, верхнее боковое, / }).count(),
    ).resolves.toBe(1);
    for (const [i, place] of chosen.entries()) {
      await expect(
        plan
          .getByRole('button', { name: new RegExp(`^Место ${place.seat},`) })
          .getAttribute('aria-label'),
      ).resolves.toMatch(new RegExp(`выбрано: пассажир ${i + 1}$`));
    }
    expect(await seriousViolations(page)).toEqual([]);
    if (width < 768) await expectFitsViewport(page);
    await shootPlan(page, `train-plan-${layout}`);

    await submitOrder(page, TRAIN);
    for (const [person, place] of [
      [ADULT, chosen[0]!],
      [FATHER, chosen[1]!],
      [CHILD, chosen[2]!],
    ] as const) {
      const card = page.getByRole('article', { name: fullName(person) });
      await expect.poll(() => card.textContent()).toContain(place.place);
    }
  }, 240_000);
});
