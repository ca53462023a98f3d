import { describe, expect, it } from 'vitest';
import { cityAliases } from '@peresadka/geo/city-aliases';
import { geography } from '@peresadka/geo/geography';
import { PlaceIndex } from './place-index.ts';
import { exactKeys, nameKeys } from './text-match.ts';

const index = new PlaceIndex(
  [
    { id: 1, name: 'Москва', regionName: 'Москва', population: 12_000_000 },
    { id: 2, name: 'Кировск', regionName: 'Мурманская область', population: 26_000 },
    { id: 3, name: 'Кировск', regionName: 'Ленинградская область', population: 27_000 },
    { id: 4, name: 'Орёл', regionName: 'Орловская область', population: 300_000 },
  ],
  [
    { id: 10, cityId: 1, name: 'Шереметьево', type: 'Airport', code: 'SVO' },
    { id: 11, cityId: 1, name: 'Казанский вокзал', type: 'RailwayStation', code: null },
    { id: 12, cityId: 4, name: 'Орёл', type: 'RailwayStation', code: null },
    { id: 13, cityId: null, name: 'Penn Station', type: 'RailwayStation', code: null },
  ],
);

describe('PlaceIndex.resolve', () => {
  it('finds a city with all its stations', () => {
    const place = index.resolve('москва');
    expect(place?.city?.id).toBe(1);
    expect(place?.stations.map((s) => s.id)).toEqual([10, 11]);
  });

  it('tells namesakes apart by region and else takes the bigger one', () => {
    expect(index.resolve('Кировск', 'Мурманская область')?.city?.id).toBe(2);
    expect(index.resolve('Кировск')?.city?.id).toBe(3);
    expect(index.resolve('Кировск', 'Тверская область')).toBeNull();
  });

  it('reads ё as е', () => {
    expect(index.resolve('Орел')?.city?.id).toBe(4);
  });

  it('falls back to one station by name or code', () => {
    expect(index.resolve('SVO')?.stations.map((s) => s.id)).toEqual([10]);
    expect(index.resolve('Казанский вокзал')?.city?.name).toBe('Москва');
    expect(index.resolve('Penn Station')).toMatchObject({ city: null, stations: [{ id: 13 }] });
  });

  it('knows nothing of an unknown place', () => {
    expect(index.resolve('Атлантида')).toBeNull();
    expect(index.resolve('  ')).toBeNull();
  });
});

describe('PlaceIndex with the aliases and Latin spellings of our geography', () => {
  const g = geography();
  const full = new PlaceIndex(g.cities, g.stations, cityAliases());
  const first = (text: string) => full.searchCities(text)[0]?.name;

  it('puts the city people mean first for its short and colloquial names', () => {
    expect(
      Object.fromEntries(
        ['Питер', 'СПб', 'спб', 'Петербург', 'Мск', 'Екб', 'Екат', 'Нижний', 'НН', 'Новосиб'].map(
          (text) => [text, first(text)],
        ),
      ),
    ).toEqual({
      Питер: 'Санкт-Петербург',
      СПб: 'Санкт-Петербург',
      спб: 'Санкт-Петербург',
      Петербург: 'Санкт-Петербург',
      Мск: 'Москва',
      Екб: 'Екатеринбург',
      Екат: 'Екатеринбург',
      Нижний: 'Нижний Новгород',
      НН: 'Нижний Новгород',
      Новосиб: 'Новосибирск',
    });
    expect(first('Владик')).toBe('Владивосток');
    expect(full.searchCities('Владик').map((c) => c.name)).toContain('Владикавказ');
  });

  it('puts the bigger city first for a name that also begins its name', () => {
    expect(full.searchCities('Ростов').map((c) => `${c.name} (${c.region_name})`)).toEqual([
      'Ростов-на-Дону (Ростовская область)',
      'Ростов (Ярославская область)',
    ]);
    const city = (text: string, region?: string) => full.resolve(text, region)?.city?.name;
    expect(city('Ростов')).toBe('Ростов-на-Дону');
    expect(city('Ростов', 'Ярославская область')).toBe('Ростов');
    expect(city('Ростов', 'Ростовская область')).toBe('Ростов-на-Дону');
    // Only a city's own name is shortened: a first word alone names nothing in a search field.
    expect(city('Великий')).toBeUndefined();
    expect(first('Великий')).toBe('Великий Новгород');
  });

  it('finds a city from the first letters of an alias', () => {
    expect(first('Пит')).toBe('Санкт-Петербург');
    expect(first('Новоси')).toBe('Новосибирск');
  });

  it('lets a name begun come before an alias begun', () => {
    expect(full.searchCities('Пушки').map((c) => c.name)).toEqual(['Пушкино', 'Санкт-Петербург']);
    expect(first('Пушкин')).toBe('Санкт-Петербург');
    // Зеленоград is a district of Moscow, Зеленоградск a resort by Калининград.
    expect(first('Зеленоград')).toBe('Москва');
    expect(first('Зеленоградск')).toBe('Калининград');
  });

  it('offers the city a resort or district travels through', () => {
    for (const text of ['Адлер', 'Красная Поляна', 'Роза Хутор', 'Rosa Khutor', 'Adler']) {
      expect(first(text), text).toBe('Сочи');
    }
    expect(first('Петергоф')).toBe('Санкт-Петербург');
    expect(first('Светлогорск')).toBe('Калининград');
  });

  it('reads Latin spellings of any city', () => {
    const cases: Record<string, string> = {
      Kazan: 'Казань',
      Moskva: 'Москва',
      Moscow: 'Москва',
      'Sankt-Peterburg': 'Санкт-Петербург',
      'Saint Petersburg': 'Санкт-Петербург',
      'St Petersburg': 'Санкт-Петербург',
      'St. Petersburg': 'Санкт-Петербург',
      Ekaterinburg: 'Екатеринбург',
      Yekaterinburg: 'Екатеринбург',
      Novosibirsk: 'Новосибирск',
      'Nizhny Novgorod': 'Нижний Новгород',
      'Nizhniy Novgorod': 'Нижний Новгород',
      Sochi: 'Сочи',
      Vladivostok: 'Владивосток',
      Kaliningrad: 'Калининград',
      Krasnodar: 'Краснодар',
      Samara: 'Самара',
      Ufa: 'Уфа',
      Khabarovsk: 'Хабаровск',
      Chelyabinsk: 'Челябинск',
      Yaroslavl: 'Ярославль',
      'Rostov-na-Donu': 'Ростов-на-Дону',
      'Petropavlovsk-Kamchatsky': 'Петропавловск-Камчатский',
      Mosk: 'Москва',
    };
    expect(Object.fromEntries(Object.keys(cases).map((text) => [text, first(text)]))).toEqual(
      cases,
    );
  });

  it('still finds stations and the wrong keyboard layout', () => {
    expect(first('SVO')).toBe('Москва');
    expect(first('Pulkovo')).toBe('Санкт-Петербург');
    expect(first('gbnth')).toBe('Санкт-Петербург');
    expect(full.searchNodes('Питер')[0]?.city).toBe('Санкт-Петербург');
  });

  it('resolves a search field typed as an alias or in Latin to the city', () => {
    const city = (text: string, region?: string) => full.resolve(text, region)?.city?.name;
    expect(city('Питер')).toBe('Санкт-Петербург');
    expect(city('СПб')).toBe('Санкт-Петербург');
    expect(city('Мск')).toBe('Москва');
    expect(city('Адлер')).toBe('Сочи');
    expect(city('Kazan')).toBe('Казань');
    expect(city('Kazan', 'Республика Татарстан')).toBe('Казань');
    expect(city('Nizhny Novgorod')).toBe('Нижний Новгород');
    expect(city('Пит')).toBeUndefined();
    expect(full.resolve('Адлер')?.stations.map((s) => s.name)).toContain('Сочи');
  });

  it('has no alias that reads as the name of another city or station', () => {
    const owner = new Map<string, number>();
    for (const c of g.cities) for (const key of nameKeys(c.name)) owner.set(key, c.id);
    for (const s of g.stations) for (const key of nameKeys(s.name)) owner.set(key, s.cityId);
    for (const { alias, cityId } of cityAliases()) {
      for (const key of exactKeys(alias)) expect(owner.get(key) ?? cityId, alias).toBe(cityId);
    }
  });
});

describe('PlaceIndex with aliases of cities it does not hold', () => {
  it('ignores them', () => {
    const small = new PlaceIndex(
      [{ id: 1, name: 'Москва', regionName: 'Москва', population: 12_000_000 }],
      [],
      [
        { cityId: 1, alias: 'Мск' },
        { cityId: 2, alias: 'Питер' },
      ],
    );
    expect(small.resolve('Мск')?.city?.id).toBe(1);
    expect(small.resolve('Питер')).toBeNull();
    expect(small.searchCities('Питер')).toEqual([]);
  });
});
