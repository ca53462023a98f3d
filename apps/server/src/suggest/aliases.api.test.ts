import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { ZCitySuggestions } from '@peresadka/contracts/suggest';
import { ZSearchResponse } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { withDemoNetwork } from '../test-support/orders.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

/** The names people type, on the whole demonstration network with its real geography. */
describe(`names people type on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await withDemoNetwork(t);
  }, 120_000);
  afterAll(() => t?.close());

  const firstCity = async (search_text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search_city',
      payload: { search_text },
    });
    expect(res.statusCode, search_text).toBe(200);
    const [first] = ZCitySuggestions.parse(res.json());
    return first && `${first.name} (${first.region_name})`;
  };

  const search = (starting_point: string, ending_point: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/routes',
      payload: { starting_point, ending_point, date, combined_enabled: false },
    });

  it('suggests the city meant first for its short, colloquial and Latin names', async () => {
    const expected: Record<string, string> = {
      Питер: 'Санкт-Петербург (Санкт-Петербург)',
      СПб: 'Санкт-Петербург (Санкт-Петербург)',
      Мск: 'Москва (Москва)',
      Екб: 'Екатеринбург (Свердловская область)',
      Нижний: 'Нижний Новгород (Нижегородская область)',
      Kazan: 'Казань (Республика Татарстан)',
      Moskva: 'Москва (Москва)',
      'Sankt-Peterburg': 'Санкт-Петербург (Санкт-Петербург)',
      'Nizhny Novgorod': 'Нижний Новгород (Нижегородская область)',
      Адлер: 'Сочи (Краснодарский край)',
      'Красная Поляна': 'Сочи (Краснодарский край)',
    };
    const found: Record<string, string | undefined> = {};
    for (const text of Object.keys(expected)) found[text] = await firstCity(text);
    expect(found).toEqual(expected);
  });

  it('searches from «Питер» to «Мск» as from Санкт-Петербург to Москва', async () => {
    const res = await search('Питер', 'Мск');
    expect(res.statusCode, res.body).toBe(200);
    const r = ZSearchResponse.parse(res.json());
    expect(r.train.length).toBeGreaterThan(0);
    expect(r.airplane.length).toBeGreaterThan(0);
    expect(r.train.every((x) => x.destination_name === 'Ленинградский вокзал')).toBe(true);
  });

  it('takes a Latin name with its region in brackets, and a resort for its city', async () => {
    const res = await search('Kazan (Республика Татарстан)', 'Адлер');
    expect(res.statusCode, res.body).toBe(200);
    const r = ZSearchResponse.parse(res.json());
    expect(r.airplane.length + r.train.length).toBeGreaterThan(0);
  });

  it('knows «Питер» and «СПб» for one place', async () => {
    const res = await search('Питер', 'СПб');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ending_point: ['Пункты отправления и прибытия совпадают'] });
  });
});
