import { describe, expect, it } from 'vitest';
import type { TimetableSource } from '../timetable/source.ts';
import { searchDirect } from './direct.ts';
import { compile, FIRST_DAY, localTime, station, stopsOf, trip } from './network.test-support.ts';
import type { Ride } from './ride.ts';

// Moscow (UTC+3): airport 1, station 2; Vladivostok (UTC+10): airport 3, station 4; Kazan: 5.
const source: TimetableSource = {
  stations: [
    station(1, 1, 'Europe/Moscow', 'Airport'),
    station(2, 1),
    station(3, 2, 'Asia/Vladivostok', 'Airport'),
    station(4, 2, 'Asia/Vladivostok'),
    station(5, 3, 'Europe/Moscow', 'BusStop'),
  ],
  trips: [
    // Moscow 10:00 → Vladivostok after 9 h in the air.
    trip(10, 'PLANE', '10:00', [
      [1, 0, 0, 0],
      [3, 540, 540, 6400],
    ]),
    // Over midnight: Moscow 23:30 → Kazan 11:30 the next morning, no published fare.
    trip(
      11,
      'TRAIN',
      '23:30',
      [
        [2, 0, 0, 0],
        [5, 720, 720, 800],
      ],
      null,
    ),
    trip(12, 'BUS', '08:00', [
      [2, 0, 0, 0],
      [5, 600, 600, 800],
    ]),
    trip(13, 'BUS', '20:00', [
      [2, 0, 0, 0],
      [5, 600, 600, 800],
    ]),
    // Nobody boards at the airport (set-down only) or alights at Kazan (pick-up only).
    trip(14, 'BUS', '12:00', [
      [1, 0, 0, 0, 'alight'],
      [2, 60, 70, 40, 'board'],
      [5, 600, 600, 840, 'board'],
    ]),
  ],
  transfers: [],
};
const timetable = compile(source);
const moscow = stopsOf(timetable, 1, 2);
const kazan = stopsOf(timetable, 5);
const day = { day: FIRST_DAY, fromHour: 0, toHour: 24 };
const shown = (rides: Ride[]) =>
  rides.map(
    (r) =>
      `${timetable.a.tripId[r.trip]}: ${localTime(timetable, r.departure, r.fromStop)} → ${localTime(timetable, r.arrival, r.toStop)}`,
  );

describe('direct rides', () => {
  it('flies Moscow → Vladivostok on the origin and destination clocks', () => {
    const rides = searchDirect(timetable, {
      origins: moscow,
      destinations: stopsOf(timetable, 3, 4),
      window: day,
      modes: ['PLANE', 'TRAIN', 'BUS'],
    });
    expect(shown(rides)).toEqual(['10: 2026-11-23 10:00 → 2026-11-24 02:00']);
    expect(rides[0]!.price).toBe(Math.round((10000 + 100 * 6400) / 100) * 100);
  });

  it('lists every ride of the day sorted by departure, over midnight, unpriced ones too', () => {
    const rides = searchDirect(timetable, {
      origins: moscow,
      destinations: kazan,
      window: day,
      modes: ['TRAIN', 'BUS'],
    });
    expect(shown(rides)).toEqual([
      '12: 2026-11-23 08:00 → 2026-11-23 18:00',
      '13: 2026-11-23 20:00 → 2026-11-24 06:00',
      '11: 2026-11-23 23:30 → 2026-11-24 11:30',
    ]);
    expect(rides.map((r) => r.price)).toEqual([90000, 90000, null]);
  });

  it('includes departures exactly at both ends of the window, not a minute outside', () => {
    const at = (fromHour: number, toHour: number) =>
      searchDirect(timetable, {
        origins: moscow,
        destinations: kazan,
        window: { day: FIRST_DAY, fromHour, toHour },
        modes: ['BUS'],
      }).map((r) => timetable.a.tripId[r.trip]);
    expect(at(8, 20)).toEqual([12, 13]);
    expect(at(8 + 1 / 60, 20 - 1 / 60)).toEqual([]);
    expect(at(0, 7 + 59 / 60)).toEqual([]);
    // The next day's 08:00 is another window.
    expect(at(20 + 1 / 60, 24)).toEqual([]);
  });

  it('keeps to the asked modes', () => {
    const rides = searchDirect(timetable, {
      origins: moscow,
      destinations: kazan,
      window: day,
      modes: ['TRAIN'],
    });
    expect(rides.map((r) => timetable.a.tripId[r.trip])).toEqual([11]);
  });

  it('boards only where boarding is allowed and alights only where alighting is', () => {
    const fromAirport = searchDirect(timetable, {
      origins: stopsOf(timetable, 1),
      destinations: kazan,
      window: day,
      modes: ['BUS'],
    });
    expect(fromAirport).toEqual([]);
    const intoKazan = searchDirect(timetable, {
      origins: stopsOf(timetable, 2),
      destinations: kazan,
      window: { day: FIRST_DAY, fromHour: 12, toHour: 14 },
      modes: ['BUS'],
    });
    expect(intoKazan).toEqual([]);
  });
});
