import type { Page } from 'playwright-core';

/** Types the start of a place into the search form's field and picks the first suggestion. */
export async function pickPlace(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
}
