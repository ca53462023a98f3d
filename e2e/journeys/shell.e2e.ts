import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

/** An answer's headers and its size as sent, undecoded. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ headers: res.headers, bytes }));
      })
        .on('error', reject)
        .end();
    },
  );
}

const session = useBrowser();

/** Every route of SPEC §2 → where the visitor ends up and the title they see there. */
const routes: { path: string; title: string; landsOn?: string }[] = [
  { path: '/', title: 'Пересадка' },
  { path: '/results', title: 'Результаты поиска — Пересадка' },
  { path: '/detail', title: 'Результаты поиска — Пересадка', landsOn: '/results' },
  { path: '/login', title: 'Вход — Пересадка' },
  { path: '/register', title: 'Регистрация — Пересадка' },
  { path: '/forgot_password', title: 'Восстановление пароля — Пересадка' },
  { path: '/set_password', title: 'Вход — Пересадка', landsOn: '/login' },
  { path: '/reset_password/MQ/abc-123', title: 'Новый пароль — Пересадка' },
  { path: '/activate/MQ/abc-123', title: 'Активация учётной записи — Пересадка' },
  { path: '/profile', title: 'Вход — Пересадка', landsOn: '/login' },
  { path: '/logout', title: 'Вход — Пересадка', landsOn: '/login' },
  { path: '/help', title: 'Помощь — Пересадка' },
  { path: '/Help', title: 'Помощь — Пересадка' },
  { path: '/feedback', title: 'Поддержка — Пересадка' },
  { path: '/privacy_policy', title: 'Политика конфиденциальности — Пересадка' },
  { path: '/terms_of_use', title: 'Пользовательское соглашение — Пересадка' },
  { path: '/public_offer', title: 'Публичная оферта — Пересадка' },
  // Without a ride chosen on the results there is nothing to order (orders.e2e.ts has the form).
  { path: '/payment/create/bus', title: 'Результаты поиска — Пересадка', landsOn: '/results' },
  { path: '/payment/create/avia', title: 'Результаты поиска — Пересадка', landsOn: '/results' },
  { path: '/payment/create/train', title: 'Результаты поиска — Пересадка', landsOn: '/results' },
  { path: '/payment/create/ship', title: 'Результаты поиска — Пересадка', landsOn: '/results' },
  { path: '/payment/confirm/bus', title: 'Результаты поиска — Пересадка', landsOn: '/results' },
  // A payment's outcome belongs to an account: a visitor signs in first (payments.e2e.ts pays).
  {
    path: '/payment/success/ABC123',
    title: 'Вход — Пересадка',
    landsOn: '/login',
  },
  { path: '/payment/return', title: 'Вход — Пересадка', landsOn: '/login' },
  { path: '/payment/fail', title: 'Оплата не прошла — Пересадка' },
];

describe('site shell', () => {
  it('serves every route of the site as the HTML shell, never cached, and 404 elsewhere', async () => {
    for (const { path, status } of [
      ...routes.map((route) => ({ ...route, status: 200 })),
      { path: '/no/such/page', status: 404 },
    ]) {
      const res = await fetch(session.baseUrl + path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('sends the entry script as Brotli under the budget, cached for good; a missing one is a 404', async () => {
    const html = await (await fetch(session.baseUrl + '/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    // Node's fetch would decode it: ask as a browser does and count the bytes on the wire.
    const asset = await rawGet(session.baseUrl + script, { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.bytes).toBeLessThan(110 * 1024);

    const missing = await fetch(session.baseUrl + script!.replace(/-[\w-]+\.js$/, '-Gone000.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
    expect((await fetch(`${session.baseUrl}${script}.map`)).status).toBe(404);

    const api = await fetch(session.baseUrl + '/api/v1/nonexistent', { method: 'POST' });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
  });

  it('sets the text in the self-hosted PT Sans, both weights preloaded', async () => {
    const page = await session.page();
    await page.goto('/');
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toEqual([
      expect.stringMatching(/^\/assets\/pt-sans-400-.*\.woff2$/),
      expect.stringMatching(/^\/assets\/pt-sans-700-.*\.woff2$/),
    ]);
    // A face's status turns «loaded» once layout first asks for it, which may come after
    // `document.fonts.ready` has settled for the faces asked for so far.
    const loaded = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'PT Sans' && face.status === 'loaded')
          .map((face) => face.weight)
          .sort(),
      );
    await expect.poll(loaded).toEqual(['400', '700']);
  });

  it('opens every route with its Russian title', async () => {
    const page = await session.page();
    for (const route of routes) {
      await page.goto(route.path);
      // The HTML shell's own title is the home page's, so the place must match as well.
      await expect
        .poll(async () => `${new URL(page.url()).pathname} ${await page.title()}`, {
          message: route.path,
        })
        .toBe(`${route.landsOn ?? route.path} ${route.title}`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    }
  });

  it('highlights the navigation item of the current section', async () => {
    const page = await session.page();
    const current = () => page.locator('nav [aria-current="page"]').getAttribute('data-nav');
    for (const [path, section] of [
      ['/', 'home'],
      ['/results', 'search'],
      ['/help', 'help'],
      ['/Help', 'help'],
      ['/login', 'profile'],
    ] as const) {
      await page.goto(path);
      await expect.poll(current, { message: path }).toBe(section);
      await expect.poll(() => page.locator('nav [aria-current="page"]').count()).toBe(1);
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'Помощь', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/help');
    await expect.poll(current).toBe('help');
    await page.getByRole('link', { name: 'Профиль' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the not-found page for an unknown route, answered with 404', async () => {
    const page = await session.page();
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect.poll(() => page.title()).toBe('Страница не найдена — Пересадка');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Страница не найдена');
    await page.getByRole('link', { name: 'На главную' }).last().click();
    await expect.poll(() => page.title()).toBe('Пересадка');
  });

  it('explains a screen whose code fails to load', async () => {
    const page = await session.page();
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Пересадка');
    // The help screen's chunk has not been fetched yet; the network now refuses it.
    await page.route(/\/assets\/HelpScreen-.*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Помощь', exact: true }).click();
    await expect.poll(() => page.locator('[data-error="chunk-load"]').count()).toBe(1);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('Не удалось загрузить часть приложения');
    await expect.poll(() => page.locator('nav[aria-label="Основное меню"]').count()).toBe(1);
  });

  it('switches to the mobile layout below 768 px', async () => {
    const layout = async (width: number) => {
      const page = await session.page(width);
      await page.goto('/');
      await page.waitForSelector('[data-layout]');
      return page.locator('[data-layout]').getAttribute('data-layout');
    };
    await expect(layout(767)).resolves.toBe('mobile');
    await expect(layout(768)).resolves.toBe('desktop');
    await expect(layout(1280)).resolves.toBe('desktop');
  });

  it('resizing a window across 768 px changes the layout live', async () => {
    const page = await session.page(1024);
    await page.goto('/help');
    await page.waitForSelector('[data-layout="desktop"]');
    await page.setViewportSize({ width: 400, height: 800 });
    await page.waitForSelector('[data-layout="mobile"]');
  });
});
