import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's network: records what the page asks for and answers a refresh with a token. */
const network = vi.fn(async (url: string) =>
  url.endsWith('/token/refresh/')
    ? Response.json({ access: 'header.payload.signature' })
    : Response.json({ code: 'unauthorized', detail: 'Пожалуйста, авторизуйтесь' }, { status: 401 }),
);
const asked = () => network.mock.calls.map(([url]) => url);

// The session lives in module state: every test opens a fresh page.
const openPage = async () => {
  vi.resetModules();
  const client = await import('./client.ts');
  const session = await import('../state/session.ts');
  return { ...client, ...session };
};

describe('the session of a page just opened', () => {
  beforeEach(() => {
    network.mockClear();
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'peresadka_session=; max-age=0; path=/';
  });

  it('makes no refresh call when the browser holds no sign-in', async () => {
    const page = await openPage();
    expect(page.getSessionStatus()).toBe('anonymous');
    expect(await page.refreshSession()).toBe(false);
    await expect(page.callApi('userInfo', {})).rejects.toThrow();
    expect(asked()).toEqual(['/api/v1/get_info']);
  });

  it('refreshes once when the server has said a sign-in exists', async () => {
    document.cookie = 'peresadka_session=1; path=/';
    const page = await openPage();
    expect(page.getSessionStatus()).toBe('unknown');
    expect(await page.refreshSession()).toBe(true);
    expect(page.getSessionStatus()).toBe('signed-in');
    expect(asked()).toEqual(['/api/token/refresh/']);
  });
});

describe('an answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  // What a page sees must not depend on whether the schemas came along (development) or not.
  it('reaches the page as the server sent it, checked against the contract in development', async () => {
    const sent = [
      { city_id: 524901, name: 'Москва', region_name: 'Москва', stations: [], population: 1 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(sent)),
    );
    const { callApi } = await import('./client.ts');
    expect(await callApi('searchCity', { body: { search_text: 'Мос' } })).toEqual(sent);
  });

  it('that breaks the contract is refused in development', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ city_id: 'не список' })),
    );
    const { callApi } = await import('./client.ts');
    await expect(callApi('searchCity', { body: { search_text: 'Мос' } })).rejects.toThrow(
      /Unexpected answer/,
    );
  });
});
