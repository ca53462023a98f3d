import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, stations } from '../infra/db/schema.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const place = (id: number, name: string, regionName: string, population: number) => ({
  id,
  name,
  regionName,
  population,
  countryCode: 'RU',
  latitude: 55,
  longitude: 37,
  timeZone: 'Europe/Moscow',
});
const station = (
  id: number,
  cityId: number,
  name: string,
  type: string,
  code: string | null = null,
) => ({
  id,
  cityId,
  name,
  type,
  code,
  latitude: 55,
  longitude: 37,
  timeZone: 'Europe/Moscow',
});

describe(`suggestions on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.database.db
      .insert(cities)
      .values([
        place(524901, 'Москва', 'Москва', 12_000_000),
        place(520555, 'Нижний Новгород', 'Нижегородская область', 1_250_000),
        place(519336, 'Великий Новгород', 'Новгородская область', 220_000),
        place(501175, 'Ростов-на-Дону', 'Ростовская область', 1_140_000),
        place(524925, 'Московский', 'Москва', 50_000),
      ]);
    await t.database.db
      .insert(stations)
      .values([
        station(100002985, 524901, 'Шереметьево', 'Airport', 'SVO'),
        station(400000003, 524901, 'Казанский вокзал', 'RailwayStation'),
        station(200524901, 524901, 'Автовокзал «Центральный»', 'BusStop'),
        station(300520555, 520555, 'Нижний Новгород-Московский', 'RailwayStation'),
      ]);
    await t.app.places.reload();
  });
  afterAll(() => t?.close());

  const suggest = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, payload: body as object });

  it('finds Москва first with its region and stations of all three types', async () => {
    const res = await suggest('/api/v1/search_city', { search_text: 'Моск' });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json();
    expect(first).toEqual({
      city_id: 524901,
      name: 'Москва',
      region_name: 'Москва',
      stations: [
        { id: 100002985, name: 'Шереметьево', type: 'Airport' },
        { id: 400000003, name: 'Казанский вокзал', type: 'RailwayStation' },
        { id: 200524901, name: 'Автовокзал «Центральный»', type: 'BusStop' },
      ],
    });
    expect(second.name).toBe('Московский');
  });

  it('matches the way Russians type city names', async () => {
    const names = async (text: string) =>
      (await suggest('/api/v1/search_city', { search_text: text }))
        .json()
        .map((c: { name: string }) => c.name);
    expect(await names('vjcr')).toEqual(['Москва', 'Московский']);
    expect(await names('новг')).toEqual(['Нижний Новгород', 'Великий Новгород']);
    expect(await names('ростов на дону')).toEqual(['Ростов-на-Дону']);
    expect(await names('РОСТОВ-НА-ДОНУ')).toEqual(['Ростов-на-Дону']);
    expect(await names('SVO')).toEqual(['Москва']);
    expect(await names('Тьмутаракань')).toEqual([]);
  });

  it('finds transport nodes by name, code and city', async () => {
    const nodes = async (text: string) =>
      (await suggest('/api/v1/search_transport_node', { search_text: text })).json();
    expect(await nodes('казанский')).toEqual([
      { id: 400000003, name: 'Казанский вокзал', city: 'Москва', type: 'RailwayStation' },
    ]);
    expect((await nodes('svo'))[0]).toEqual({
      id: 100002985,
      name: 'Шереметьево',
      city: 'Москва',
      type: 'Airport',
    });
    expect((await nodes('нижний')).map((n: { name: string }) => n.name)).toEqual([
      'Нижний Новгород-Московский',
    ]);
  });

  it('finds countries by Russian name, Russia first', async () => {
    const kaz = await suggest('/api/v1/search_country', { search_text: 'каз' });
    expect(kaz.statusCode).toBe(200);
    expect(kaz.json()).toContainEqual({ pk: 398, name: 'Казахстан' });
    const ros = await suggest('/api/v1/search_country', { search_text: 'Росс' });
    expect(ros.json()[0]).toEqual({ pk: 643, name: 'Российская Федерация' });
  });

  it('understands short names and the wrong keyboard layout', async () => {
    expect(
      (await suggest('/api/v1/search_country', { search_text: 'россия' })).json()[0].name,
    ).toBe('Российская Федерация');
    expect((await suggest('/api/v1/search_country', { search_text: 'rfp' })).json()).toContainEqual(
      {
        pk: 398,
        name: 'Казахстан',
      },
    );
  });

  it('refuses an empty search text with a Russian message', async () => {
    const res = await suggest('/api/v1/search_country', { search_text: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ search_text: ['Введите текст для поиска'] });
    const missing = await suggest('/api/v1/search_country', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['search_text']);
  });

  it('answers a malformed JSON body with 400 in the field-to-messages shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search_country',
      headers: { 'content-type': 'application/json' },
      payload: '{"search_text": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Тело запроса не является корректным JSON.'] });
  });
});
