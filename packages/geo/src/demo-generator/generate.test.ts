import { greatCircleKm } from '@peresadka/engine/great-circle';
import { describe, expect, it } from 'vitest';
import { geography } from '../geography.ts';
import { generateDemoFeed, runsOnDay } from './generate.ts';
import { transferMinutes } from './transfers.ts';

const network = geography();
const feed = generateDemoFeed(network, { seed: 7, startDate: '2026-01-05' });
const stationById = new Map(network.stations.map((s) => [s.id, s]));
const cityOf = (stationId: number) =>
  network.cities.find((c) => c.id === stationById.get(stationId)!.cityId)!;

describe('demonstration timetable', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(generateDemoFeed(network, { seed: 7, startDate: '2026-01-05' })).toEqual(feed);
    expect(generateDemoFeed(network, { seed: 8, startDate: '2026-01-05' }).trips).not.toEqual(
      feed.trips,
    );
  });

  it('runs at a national scale on a typical day', () => {
    for (const date of ['2026-12-02', '2026-12-06']) {
      const day = runsOnDay(feed, date);
      expect(day.PLANE, date).toBeGreaterThanOrEqual(1500);
      expect(day.PLANE, date).toBeLessThanOrEqual(2500);
      expect(day.TRAIN, date).toBeGreaterThanOrEqual(500);
      expect(day.BUS, date).toBeGreaterThanOrEqual(3000);
    }
  });

  it('keeps every stop on a known station, in time and distance order', () => {
    for (const trip of feed.trips) {
      expect(trip.stops.length, trip.number).toBeGreaterThanOrEqual(2);
      trip.stops.forEach((stop, i) => {
        expect(stationById.has(stop.stationId), trip.number).toBe(true);
        expect(stop.departureOffset).toBeGreaterThanOrEqual(stop.arrivalOffset);
        if (i === 0) return;
        const before = trip.stops[i - 1]!;
        expect(stop.arrivalOffset, trip.number).toBeGreaterThan(before.departureOffset);
        expect(stop.distanceKm, trip.number).toBeGreaterThanOrEqual(before.distanceKm);
      });
    }
  });

  it('flies between airports and rides trains and buses at their own stations', () => {
    const type = { PLANE: 'Airport', TRAIN: 'RailwayStation', BUS: 'BusStop' } as const;
    for (const trip of feed.trips) {
      for (const stop of trip.stops) {
        expect(stationById.get(stop.stationId)!.type, trip.number).toBe(type[trip.mode]);
      }
    }
  });

  it('prices everything in whole kopecks', () => {
    const amounts = feed.trips.flatMap((trip) => {
      const p = trip.properties;
      if (p.mode === 'PLANE')
        return p.fareFamilies.flatMap((f) => [f.price, f.refundPenalty, f.exchangeFee]);
      if (p.mode === 'TRAIN') return p.cars.flatMap((c) => [c.fareBase, c.farePerKm]);
      return [p.fareBase, p.farePerKm, p.baggagePrice];
    });
    for (const amount of amounts) {
      expect(Number.isInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThanOrEqual(0);
    }
  });

  it('runs «Россия» from Moscow to Vladivostok over several days', () => {
    const russia = feed.trips.find(
      (t) => t.name === 'Россия' && cityOf(t.stops[0]!.stationId).name === 'Москва',
    )!;
    expect(russia).toBeDefined();
    expect(stationById.get(russia.stops[0]!.stationId)!.name).toBe('Ярославский вокзал');
    expect(cityOf(russia.stops.at(-1)!.stationId).name).toBe('Владивосток');
    expect(russia.stops.at(-1)!.arrivalOffset).toBeGreaterThan(5 * 1440);
  });

  it('joins Moscow and Saint Petersburg by plane, train and bus', () => {
    const links = new Set(
      feed.trips
        .filter((t) => {
          const cities = t.stops.map((s) => cityOf(s.stationId).name);
          return cities[0] === 'Москва' && cities.includes('Санкт-Петербург');
        })
        .map((t) => t.mode),
    );
    expect(links).toEqual(new Set(['PLANE', 'TRAIN', 'BUS']));
  });

  it('numbers trains uniquely and follows the corridors', () => {
    const trains = feed.trips.filter((t) => t.mode === 'TRAIN');
    expect(new Set(trains.map((t) => t.number)).size).toBe(trains.length);
    const lines = network.corridors.map((c) => c.cityIds.join(','));
    for (const train of trains) {
      const ids = train.stops.map((s) => cityOf(s.stationId).id);
      const forward = ids.join(',');
      const backward = [...ids].reverse().join(',');
      expect(
        lines.some((line) => line.includes(forward) || line.includes(backward)),
        train.number,
      ).toBe(true);
    }
  });

  it('gives every pair of stations in a city a transfer by the rule', () => {
    const moscowAirport = network.stations.find((s) => s.code === 'SVO')!;
    const kazansky = network.stations.find((s) => s.name === 'Казанский вокзал')!;
    const t = feed.transfers.find(
      (x) => x.fromStationId === moscowAirport.id && x.toStationId === kazansky.id,
    )!;
    expect(t.minutes).toBeGreaterThanOrEqual(120);
    expect(t.minutes).toBe(transferMinutes(moscowAirport, kazansky, 10_381_222));
    for (const x of feed.transfers) {
      const a = stationById.get(x.fromStationId)!;
      const b = stationById.get(x.toStationId)!;
      expect(a.cityId).toBe(b.cityId);
      expect(x.minutes).toBeGreaterThanOrEqual(30 + Math.round(greatCircleKm(a, b) * 3));
    }
  });
});
