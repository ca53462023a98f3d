import { describe, expect, it } from 'vitest';
import { compileTimetable } from './compile.ts';
import { dayOf } from './day-number.ts';
import { deserializeTimetable, serializeTimetable } from './serialize.ts';
import type { SourceStop, TimetableSource } from './source.ts';
import { utcMinute } from '../units.ts';

const daily = { weekdays: 127, startDate: null, endDate: null, addedDates: [], removedDates: [] };
const stop = (
  stationId: number,
  arrivalOffset: number,
  departureOffset: number,
  distanceKm: number,
): SourceStop => ({
  stationId,
  arrivalOffset,
  departureOffset,
  distanceKm,
  boarding: true,
  alighting: true,
});
const station = (
  id: number,
  timeZone: string,
  kind: 'RailwayStation' | 'Airport' | 'BusStop' = 'RailwayStation',
) => ({
  id,
  cityId: id,
  kind,
  latitude: 55,
  longitude: 37,
  timeZone,
});

const source: TimetableSource = {
  stations: [
    station(1, 'Europe/Moscow'),
    station(2, 'Europe/Moscow'),
    station(3, 'Asia/Vladivostok'),
    station(4, 'Europe/Moscow', 'Airport'),
  ],
  trips: [
    // «Россия»: Moscow 23:45 → Vladivostok in 6 days 20 h, daily.
    {
      id: 10,
      mode: 'TRAIN',
      timeZone: 'Europe/Moscow',
      departureMinute: 23 * 60 + 45,
      calendar: daily,
      stops: [stop(1, 0, 0, 0), stop(2, 200, 215, 200), stop(3, 9840, 9840, 9288)],
      fare: { base: 40000, perKm: 160 },
    },
    // Same stops and running times, another departure: same pattern.
    {
      id: 11,
      mode: 'TRAIN',
      timeZone: 'Europe/Moscow',
      departureMinute: 12 * 60,
      calendar: { ...daily, weekdays: 0b1 },
      stops: [stop(1, 0, 0, 0), stop(2, 200, 215, 200), stop(3, 9840, 9840, 9288)],
      fare: null,
    },
    // Faster on the same stops: its own pattern, so no trip overtakes another inside a pattern.
    {
      id: 12,
      mode: 'TRAIN',
      timeZone: 'Europe/Moscow',
      departureMinute: 8 * 60,
      calendar: daily,
      stops: [stop(1, 0, 0, 0), stop(2, 120, 120, 200)],
      fare: { base: 30000, perKm: 220 },
    },
    // A trip that stops at an unknown station is left out rather than half-compiled.
    {
      id: 13,
      mode: 'BUS',
      timeZone: 'Europe/Moscow',
      departureMinute: 0,
      calendar: daily,
      stops: [stop(1, 0, 0, 0), stop(99, 60, 60, 60)],
      fare: null,
    },
  ],
  transfers: [
    { fromStationId: 2, toStationId: 4, minutes: 120 },
    { fromStationId: 4, toStationId: 4, minutes: 45 },
  ],
};

describe('compiled timetable', () => {
  const firstDay = dayOf('2026-11-23');
  const timetable = compileTimetable(source, { firstDay, days: 30 });

  it('groups trips into patterns that never overtake and expands service days', () => {
    expect(timetable.patternCount).toBe(2);
    expect(Array.from(timetable.a.tripId)).toEqual([10, 11, 12]);
    const p = timetable.a.tripPattern[0]!;
    expect(timetable.a.tripPattern[1]).toBe(p);
    const start = timetable.a.patternInstanceStart[p]!;
    const end = timetable.a.patternInstanceStart[p + 1]!;
    const departures = Array.from(timetable.a.instanceDeparture.subarray(start, end));
    expect(departures).toEqual([...departures].sort((x, y) => x - y));
    // 30 daily runs of 010 inside the horizon plus 7 that left before it and are still running,
    // plus the Monday 011 runs (5 in the horizon, 1 still running from the week before).
    expect(end - start).toBe(30 + 7 + 5 + 1);
  });

  it('keeps times in UTC minutes from the horizon start', () => {
    const p = timetable.a.tripPattern[0]!;
    const start = timetable.a.patternInstanceStart[p]!;
    const end = timetable.a.patternInstanceStart[p + 1]!;
    const firstInHorizon = Array.from(timetable.a.instanceDay.subarray(start, end)).indexOf(0);
    const departure = timetable.epochMinute(
      utcMinute(timetable.a.instanceDeparture[start + firstInHorizon]!),
    );
    expect(new Date(departure * 60_000).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(timetable.zoneOf(timetable.stopOf(3)!)).toBe('Asia/Vladivostok');
  });

  it('prices rides by distance, rounded to whole rubles, and knows when it has no price', () => {
    const p = timetable.a.tripPattern[0]!;
    expect(timetable.fare(0, p, 0, 2)).toBe(Math.round((40000 + 160 * 9288) / 100) * 100);
    expect(timetable.fare(0, p, 1, 2)).toBe(Math.round((40000 + 160 * 9088) / 100) * 100);
    expect(timetable.fare(1, p, 0, 2)).toBeNull();
  });

  it('indexes patterns by stop and keeps transfers and change times', () => {
    const moscow = timetable.stopOf(1)!;
    const patterns = timetable.a.stopPatterns.subarray(
      timetable.a.stopPatternStart[moscow],
      timetable.a.stopPatternStart[moscow + 1],
    );
    expect(patterns.length).toBe(2);
    const from = timetable.stopOf(2)!;
    expect(
      Array.from(
        timetable.a.transferTo.subarray(
          timetable.a.transferStart[from],
          timetable.a.transferStart[from + 1],
        ),
      ),
    ).toEqual([timetable.stopOf(4)]);
    expect(timetable.a.stopMinChange[timetable.stopOf(4)!]).toBe(45);
    expect(timetable.a.stopMinChange[moscow]).toBe(20);
  });

  it('round-trips through one buffer', () => {
    const bytes = serializeTimetable(timetable);
    const loaded = deserializeTimetable(bytes);
    expect(loaded.meta).toEqual(timetable.meta);
    for (const [name, array] of Object.entries(timetable.a)) {
      expect(Array.from(loaded.a[name as keyof typeof timetable.a] as ArrayLike<number>)).toEqual(
        Array.from(array as ArrayLike<number>),
      );
    }
    expect(() => deserializeTimetable(new Uint8Array(16))).toThrow('Это не файл расписания');
  });
});
