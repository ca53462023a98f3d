import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCityAliases } from '../scripts/city-aliases.ts';
import { ALIASES_TSV, GENERATED_ALIASES, serialize } from '../scripts/build-geography.ts';
import { cityAliases } from './city-aliases.ts';
import { geography } from './geography.ts';
import { latinKey, normalizePlaceName } from './place-names.ts';

const g = geography();
const cityName = new Map(g.cities.map((c) => [c.id, c.name]));
const aliases = cityAliases();
const target = (alias: string) =>
  cityName.get(
    aliases.find((a) => normalizePlaceName(a.alias) === normalizePlaceName(alias))!.cityId,
  );

const scratch = mkdtempSync(path.join(tmpdir(), 'city-aliases-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const build = (...rows: string[]) => {
  const file = path.join(scratch, 'city-aliases.tsv');
  writeFileSync(file, ['alias\tcity\tregion\tkind', ...rows].join('\n'));
  return () => buildCityAliases(file, g);
};

describe('city aliases', () => {
  it('is what the build script makes of the authored table', () => {
    expect(readFileSync(GENERATED_ALIASES, 'utf8')).toBe(
      serialize(buildCityAliases(ALIASES_TSV, g)),
    );
  });

  it('names the cities people mean', () => {
    expect(
      Object.fromEntries(
        ['Питер', 'СПб', 'Спб', 'Мск', 'Екб', 'Екат', 'Нижний', 'НН', 'Новосиб', 'Владик'].map(
          (a) => [a, target(a)],
        ),
      ),
    ).toEqual({
      Питер: 'Санкт-Петербург',
      СПб: 'Санкт-Петербург',
      Спб: 'Санкт-Петербург',
      Мск: 'Москва',
      Екб: 'Екатеринбург',
      Екат: 'Екатеринбург',
      Нижний: 'Нижний Новгород',
      НН: 'Нижний Новгород',
      Новосиб: 'Новосибирск',
      Владик: 'Владивосток',
    });
    for (const resort of ['Адлер', 'Красная Поляна', 'Роза Хутор'])
      expect(target(resort)).toBe('Сочи');
    expect(target('Петергоф')).toBe('Санкт-Петербург');
    expect(target('Moscow')).toBe('Москва');
    expect(target('Saint Petersburg')).toBe('Санкт-Петербург');
  });

  it('points every alias at a city of ours and lets no alias read as another city', () => {
    const byKey = new Map<string, number>();
    for (const c of g.cities) {
      byKey.set(normalizePlaceName(c.name), c.id);
      byKey.set(latinKey(c.name), c.id);
    }
    for (const a of aliases) {
      expect(cityName.has(a.cityId), a.alias).toBe(true);
      for (const key of [normalizePlaceName(a.alias), latinKey(a.alias)]) {
        expect(byKey.get(key) ?? a.cityId, a.alias).toBe(a.cityId);
      }
    }
  });

  it('refuses an alias that takes a way to a place away', () => {
    expect(build('Ростов\tРостов-на-Дону\t\tshort')).toThrow('так называется Ростов');
    expect(build('Rostov\tРостов-на-Дону\t\ttranslit')).toThrow('так называется Ростов');
    expect(build('Химки\tМосква\t\tdistrict')).toThrow('так называется Химки');
    expect(build('Пулково\tМосква\t\tdistrict')).toThrow('так называется Санкт-Петербург');
    expect(build('Питер\tСанкт-Петербург\t\tshort', 'питер\tМосква\t\tshort')).toThrow('повторяет');
    expect(build('Piter\tСанкт-Петербург\t\tshort', 'Питер\tМосква\t\tshort')).toThrow(
      'другого города',
    );
    expect(build('Москва\tМосква\t\tshort')).toThrow('самого города');
  });

  it('refuses a city it cannot find and a kind it does not know', () => {
    expect(build('Кёниг\tКенигсберг\t\tcolloquial')).toThrow('не найден');
    expect(build('Кировск\tКировск\t\tshort')).toThrow('не найден однозначно');
    expect(build('Кёниг\tКалининград\t\tnickname')).toThrow('неизвестный вид');
    expect(
      build('Ekaterinburg\tЕкатеринбург\t\ttranslit', 'Yekaterinburg\tЕкатеринбург\t\ttranslit')(),
    ).toHaveLength(2);
  });
});
