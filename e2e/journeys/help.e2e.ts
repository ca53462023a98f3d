import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectFitsViewport } from '../support/layout.ts';

const session = useBrowser();

const helpMenu = 'nav[aria-label="Разделы помощи"]';
/** Screens and their texts load on demand; a busy machine may take a few seconds. */
const wait = { timeout: 10_000 };

describe('help centre and legal documents', () => {
  it('opens a topic from the menu at its own address and reads its text', async () => {
    const page = await session.page();
    await page.goto('/help');
    await expect.poll(() => page.title(), wait).toBe('Помощь — Пересадка');
    const menu = page.getByRole('navigation', { name: 'Разделы помощи' });
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe('Справочный центр');
    expect(await seriousViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'Сколько пересадок (Комбинированные маршруты)' }).click();
    await expect.poll(() => new URL(page.url()).pathname, wait).toBe('/help/combined-transfers');
    const article = page.locator('article');
    await expect
      .poll(() => article.textContent(), wait)
      .toContain('Не больше 5. Маршрут с пятью пересадками состоит из шести участков.');
    expect(await article.textContent()).toContain('20 минут — на том же ж/д вокзале');
    expect(
      await menu.locator('[aria-current="page"]').getAttribute('href'),
      'the open topic is marked',
    ).toBe('/help/combined-transfers');

    // A link inside the text stays in the app and opens another topic.
    await article.getByRole('link', { name: 'правилах комбинированных маршрутов' }).click();
    await expect.poll(() => new URL(page.url()).pathname, wait).toBe('/help/combined-rules');
    await expect.poll(() => article.textContent(), wait).toContain('отдельный договор перевозки');
    expect(await seriousViolations(page)).toEqual([]);

    // Refund rules come with their table, printed from the rules a return applies.
    await page.goto('/Help/train-refund');
    const rules = page.getByRole('region', { name: 'Сколько вернут' });
    await expect
      .poll(() => rules.getByRole('table').textContent(), wait)
      .toContain('половина плацкарты');
    expect(await seriousViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'Написать в поддержку' }).click();
    await expect.poll(() => new URL(page.url()).pathname, wait).toBe('/feedback');
  });

  it('says so for a topic that does not exist', async () => {
    const page = await session.page();
    await page.goto('/help/no-such-topic');
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe('Статья не найдена');
    await page.getByRole('link', { name: 'откройте начало справки' }).click();
    await expect.poll(() => new URL(page.url()).pathname, wait).toBe('/help');
  });

  it('folds the menu on a 375 px phone and folds it again after a choice', async () => {
    const page = await session.page(375);
    await page.goto('/help');
    await page.waitForSelector('[data-layout="mobile"]');
    const toggle = page.getByRole('button', { name: 'Разделы помощи' });
    await expect.poll(() => toggle.getAttribute('aria-expanded'), wait).toBe('false');
    expect(await page.locator(`${helpMenu} a`).first().isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), wait).toBe('true');
    const topic = page.getByRole('link', { name: 'Возврат (Автобусные билеты)' });
    expect(await topic.isVisible()).toBe(true);
    // The open menu fits the phone's width: nothing to scroll sideways.
    await expectFitsViewport(page);
    expect(await seriousViolations(page)).toEqual([]);

    await topic.click();
    await expect.poll(() => new URL(page.url()).pathname, wait).toBe('/help/bus-refund');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), wait).toBe('false');
    expect(await topic.isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('article').textContent(), wait)
      .toContain('В течение 3 часов после отправления');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    [
      '/privacy_policy',
      'Политика конфиденциальности',
      'Оператор персональных данных — ООО «Пересадка»',
    ],
    ['/terms_of_use', 'Пользовательское соглашение', 'не является официальным сайтом'],
    ['/public_offer', 'Публичная оферта', '4 % от Тарифа, но не менее 150 ₽'],
  ])('shows %s as a rendered document', async (path, heading, phrase) => {
    for (const width of [1280, 375]) {
      const page = await session.page(width);
      await page.goto(path);
      await expect.poll(() => page.locator('h1').textContent(), wait).toBe(heading);
      await expect.poll(() => page.locator('main').textContent(), wait).toContain(phrase);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
      expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  });

  it('reaches every legal document from the footer', async () => {
    const page = await session.page();
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Документы' });
    await footer.getByRole('link', { name: 'Публичная оферта' }).click();
    await expect.poll(() => page.title(), wait).toBe('Публичная оферта — Пересадка');
    await expect.poll(() => page.locator('main').textContent(), wait).toContain('Сервисный сбор');
    await footer.getByRole('link', { name: 'Политика конфиденциальности' }).click();
    await expect.poll(() => page.locator('main').textContent(), wait).toContain('152-ФЗ');
  });
});
