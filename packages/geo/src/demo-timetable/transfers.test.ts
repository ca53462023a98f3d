import { describe, expect, it } from 'vitest';
import type { NetworkStation } from './demo-feed.ts';
import { geography } from '../geography.ts';
import { NetworkIndex } from './network.ts';
import { generateTransfers, transferMinutes } from './transfers.ts';

const station = (type: NetworkStation['type'], latitude: number, longitude: number) => ({
  id: 1,
  cityId: 1,
  name: type,
  type,
  code: null,
  latitude,
  longitude,
  timeZone: 'Europe/Moscow',
});

const rail = station('RailwayStation', 55.7764, 37.6553);
const bus = station('BusStop', 55.7764, 37.6553);
const svo = station('Airport', 55.9726, 37.4146);
const vko = station('Airport', 55.5915, 37.2615);

describe('transferMinutes', () => {
  it('takes 30 minutes plus 3 a kilometre, on the five-minute grid', () => {
    expect(transferMinutes(rail, bus, 500_000)).toBe(30);
    const railToAirport = transferMinutes(rail, svo, 500_000);
    expect(railToAirport % 5).toBe(0);
    expect(railToAirport).toBeGreaterThan(30 + 3 * 25);
  });

  it('keeps at least an hour between airports and two hours to an airport of a megacity', () => {
    const nearby = { ...vko, latitude: 55.6, longitude: 37.27 };
    expect(transferMinutes(vko, nearby, 500_000)).toBe(60);
    expect(transferMinutes(bus, { ...bus, type: 'Airport' }, 12_000_000)).toBe(120);
    expect(transferMinutes(svo, { ...svo, type: 'RailwayStation' }, 12_000_000)).toBe(120);
  });

  it('keeps three hours between two airports of a megacity, however close', () => {
    expect(transferMinutes(svo, vko, 12_000_000)).toBe(180);
    expect(transferMinutes(vko, { ...vko, latitude: 55.6 }, 12_000_000)).toBe(180);
  });
});

describe('generateTransfers', () => {
  it('leaves at least 3 hours between any two Moscow airports, both ways', () => {
    const network = new NetworkIndex(geography());
    const moscow = network.cities.find((c) => c.name === 'Москва')!;
    const airports = network.stations(moscow.id).filter((s) => s.type === 'Airport');
    expect(airports.map((a) => a.name).sort()).toEqual(
      ['Внуково', 'Домодедово', 'Жуковский', 'Шереметьево'].sort(),
    );
    const ids = new Set(airports.map((a) => a.id));
    const between = generateTransfers(network).filter(
      (t) => ids.has(t.fromStationId) && ids.has(t.toStationId),
    );
    expect(between).toHaveLength(12);
    for (const t of between) expect(t.minutes).toBeGreaterThanOrEqual(180);
  });
});
