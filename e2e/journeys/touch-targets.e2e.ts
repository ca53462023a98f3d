import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInHere } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { smallTouchTargets } from '../support/layout.ts';
import { MODES, openFirstResult, pathOf } from '../support/ordering.ts';
import { payerAccount } from '../support/payments.ts';
import { pickPlace } from '../support/search-form.ts';

const session = useBrowser();
const BUS = MODES.find((mode) => mode.kind === 'bus')!;

/** The pages of SPEC §2 a visitor opens by their address, before signing in. */
const OPEN_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot_password',
  '/reset_password/MQ/not-a-token',
  '/activate/MQ/not-a-token',
  '/help',
  '/feedback',
  '/privacy_policy',
  '/terms_of_use',
  '/public_offer',
  '/payment/return',
  '/payment/fail',
  '/payment/success/aaaaaaaaaaaaaaaaaaaaaaaa',
  '/no-such-page',
];

/** The page settled: its heading shown and nothing loading. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** What is too small on each page, gathered over the whole walk and judged at its end. */
const tooSmall: string[] = [];

async function expectFingerSized(page: Page) {
  await settled(page);
  const address = `${pathOf(page)}${new URL(page.url()).search}`;
  tooSmall.push(...(await smallTouchTargets(page)).map((target) => `${address}: ${target}`));
}

describe('touch targets on a phone', () => {
  it('are 44 px or more on every page of SPEC §2, the navigation included', async () => {
    const page = await session.page(375);
    for (const address of OPEN_PAGES) {
      await page.goto(address);
      await expectFingerSized(page);
    }

    // The results, a ride's detail and its order form, reached as a traveller reaches them.
    await page.goto('/');
    await pickPlace(page, 'Откуда', 'Моск', 'Москва');
    await pickPlace(page, 'Куда', BUS.typed, BUS.city);
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await expect.poll(() => pathOf(page)).toBe('/results');
    await expect
      .poll(() => page.getByRole('tabpanel').textContent(), { timeout: 20_000 })
      .not.toContain('Ищем билеты');
    await expectFingerSized(page);
    await openFirstResult(page, BUS);
    await expectFingerSized(page);
    await page.getByRole('link', { name: 'Продолжить' }).click();
    await expect.poll(() => pathOf(page)).toBe('/payment/create/bus/');
    await expectFingerSized(page);

    // Signed in: the order form itself, the profile's two tabs, the password change.
    await page.goto('/login');
    await signInHere(page, await payerAccount());
    for (const address of [
      '/payment/create/bus/',
      '/profile',
      '/profile?tab=trips',
      '/set_password',
    ]) {
      await page.goto(address);
      await expectFingerSized(page);
    }
    expect(tooSmall).toEqual([]);
  });
});
