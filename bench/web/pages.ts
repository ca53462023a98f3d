import { toIsoDate } from '@peresadka/contracts/dates';
import { BLANK_SEARCH } from '@peresadka/contracts/search-defaults';
import type { SiteProcess } from '@peresadka/server/test-support/site-process';
import type { Page } from 'puppeteer-core';
import { searchDay, signIn, type Seeded } from './seed.ts';

export type MeasuredPage = {
  /** As the report names it. */
  name: string;
  /**
   * Brings a fresh browser into the state a visitor of the page is in (a search made, a
   * result opened, signed in) and answers the address to measure. Whatever this loads is
   * dropped from the cache before the measurement.
   */
  prepare(page: Page, site: SiteProcess, seeded: Seeded): Promise<string>;
};

const STORED_SEARCH_KEY = 'peresadka.activeSearch';

/**
 * The search of the results page: in its address, as a shared link carries it, and in the
 * browser's storage, where a search made on the home page leaves it (a build that does not
 * read the address yet shows the same results from there).
 */
async function searchMade(page: Page, site: SiteProcess, seeded: Seeded): Promise<string> {
  await page.goto(`${site.baseUrl}/api/health`);
  const search = {
    ...BLANK_SEARCH,
    starting_point: 'Москва',
    ending_point: 'Казань',
    date: seeded.searchDate,
  };
  await page.evaluate(
    (key, value) => localStorage.setItem(key, value),
    STORED_SEARCH_KEY,
    JSON.stringify(search),
  );
  const query = new URLSearchParams({
    from: search.starting_point,
    to: search.ending_point,
    date: toIsoDate(searchDay()),
    adults: '1',
  });
  return `${site.baseUrl}/results?${query}`;
}

/** A train of the search opened from its card, as a visitor opens it. */
async function trainOpened(page: Page, site: SiteProcess, seeded: Seeded): Promise<string> {
  await page.goto(await searchMade(page, site, seeded));
  // Locators, not element handles: a list that renders again meanwhile would detach a handle.
  await page.locator('::-p-aria([name="Поезд"][role="tab"])').setTimeout(60_000).click();
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/detail', { timeout: 60_000 }),
    page.locator('[role="tabpanel"] li button::-p-text(₽)').setTimeout(60_000).click(),
  ]);
  return page.url();
}

export const PAGES: MeasuredPage[] = [
  { name: '/', prepare: async (_page, site) => `${site.baseUrl}/` },
  { name: '/results', prepare: searchMade },
  { name: '/detail (поезд)', prepare: trainOpened },
  { name: '/help', prepare: async (_page, site) => `${site.baseUrl}/help` },
  {
    name: '/payment/confirm/train (заказ)',
    async prepare(page, site, seeded) {
      // A fresh sign-in each time: a refresh token is single-use, and the page spends it.
      const { cookies } = await signIn(site, seeded.account);
      const domain = new URL(site.baseUrl).hostname;
      await page.setCookie(...cookies.map((cookie) => ({ ...cookie, domain })));
      return `${site.baseUrl}/payment/confirm/train?order=${seeded.orderId}`;
    },
  },
];
