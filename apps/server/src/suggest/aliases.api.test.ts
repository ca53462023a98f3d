import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { ZCitySuggestions } from '@peresadka/contracts/suggest';
import { geography } from '@peresadka/geo/geography';
import { ZSearchResponse } from '@peresadka/contracts/search-results';
import { warmUpSearch } from '../search/warm-up.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { withDemoNetwork } from '../test-support/orders.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

/** The names people type, on the whole demonstration network with its real geography. */
describe(`names people type on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The walk over every city searches 732 times, past the limit one visitor is allowed.
    t = await startTestApp({ RATE_LIMIT_SEARCH_PER_MINUTE: '10000' });
    await withDemoNetwork(t);
    // As `npm start` does before it listens: the first searches meet no cold start.
    await warmUpSearch(t.app);
  }, 300_000);
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

  it('suggests the city travellers mean by its nicknames and former names, the bigger namesake first', async () => {
    const expected: Record<string, string> = {
      Ростов: 'Ростов-на-Дону (Ростовская область)',
      Минводы: 'Минеральные Воды (Ставропольский край)',
      'Мин. Воды': 'Минеральные Воды (Ставропольский край)',
      Камчатка: 'Петропавловск-Камчатский (Камчатский край)',
      ПКЧ: 'Петропавловск-Камчатский (Камчатский край)',
      Петропавловск: 'Петропавловск-Камчатский (Камчатский край)',
      Ебург: 'Екатеринбург (Свердловская область)',
      Ёбург: 'Екатеринбург (Свердловская область)',
      Свердловск: 'Екатеринбург (Свердловская область)',
      Куйбышев: 'Самара (Самарская область)',
      Горький: 'Нижний Новгород (Нижегородская область)',
      Ленинград: 'Санкт-Петербург (Санкт-Петербург)',
      Кёниг: 'Калининград (Калининградская область)',
      Кениг: 'Калининград (Калининградская область)',
      Кёнигсберг: 'Калининград (Калининградская область)',
      Новосиб: 'Новосибирск (Новосибирская область)',
      Сталинград: 'Волгоград (Волгоградская область)',
      Царицын: 'Волгоград (Волгоградская область)',
      Калинин: 'Тверь (Тверская область)',
      Симбирск: 'Ульяновск (Ульяновская область)',
      Вятка: 'Киров (Кировская область)',
      Челны: 'Набережные Челны (Республика Татарстан)',
      Владик: 'Владивосток (Приморский край)',
      Хабар: 'Хабаровск (Хабаровский край)',
      Сахалин: 'Южно-Сахалинск (Сахалинская область)',
      Челяба: 'Челябинск (Челябинская область)',
      Магнитка: 'Магнитогорск (Челябинская область)',
      Тагил: 'Нижний Тагил (Свердловская область)',
      Тлт: 'Тольятти (Самарская область)',
      Крск: 'Красноярск (Красноярский край)',
      Махач: 'Махачкала (Республика Дагестан)',
      Комсомольск: 'Комсомольск-на-Амуре (Хабаровский край)',
    };
    const found: Record<string, string | undefined> = {};
    for (const text of Object.keys(expected)) found[text] = await firstCity(text);
    expect(found).toEqual(expected);
  });

  it('searches from «Минводы» to «Ебург», from «Ростов» and to «Куйбышев» as the cities meant', async () => {
    const rostov = ZSearchResponse.parse((await search('Ростов', 'Москва')).json());
    // Both Ростовы have trains to Москва; the one meant is Ростов-на-Дону.
    expect(rostov.train.length).toBeGreaterThan(0);
    expect(rostov.train.every((x) => x.origin_name === 'Ростов-на-Дону')).toBe(true);
    const samara = ZSearchResponse.parse((await search('Москва', 'Куйбышев')).json());
    expect(samara.airplane.length).toBeGreaterThan(0);
    const other = await search('Минводы', 'Ебург');
    expect(other.statusCode, other.body).toBe(200);
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

  it('searches every city of the geography from and to Москва without an error', async () => {
    const cities = geography().cities.filter((c) => c.name !== 'Москва');
    expect(cities.length).toBe(366);
    // As the site sends a suggestion picked: the name, and the region in a field of its own.
    const searches = cities.flatMap(({ name, regionName }) => [
      { starting_point: name, starting_point_region: regionName, ending_point: 'Москва' },
      { starting_point: 'Москва', ending_point: name, ending_point_region: regionName },
    ]);
    const failed: string[] = [];
    // One after another: the searches share one thread, and at once each would wait for the rest.
    for (const fields of searches) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/routes',
        payload: { ...fields, date, combined_enabled: false },
      });
      if (res.statusCode !== 200) failed.push(`${JSON.stringify(fields)}: ${res.body}`);
      else ZSearchResponse.parse(res.json());
    }
    expect(failed).toEqual([]);
  }, 240_000);

  it('knows «Питер» and «СПб» for one place', async () => {
    const res = await search('Питер', 'СПб');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ending_point: ['Пункты отправления и прибытия совпадают'] });
  });
});
