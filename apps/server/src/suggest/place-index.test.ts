import { describe, expect, it } from 'vitest';
import { PlaceIndex } from './place-index.ts';

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
