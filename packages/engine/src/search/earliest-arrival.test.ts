import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTimetable } from '../timetable/compile.ts';
import type { Timetable } from '../timetable/timetable.ts';
import { isSimple } from './combined.ts';
import { earliestArrivalRounds } from './earliest-arrival-rounds.ts';
import { targetBounds } from './target-bounds.ts';
import { searchEarliestArrival, type EarliestArrivalQuery } from './earliest-arrival.ts';
import { expectKeepsTheRules } from './journey-rules.test-support.ts';
import {
  loopAroundTheAirport,
  siberianFlights,
  compile,
  FIRST_DAY,
  hop,
  journeyLine,
  localTime,
  network,
  queryOf,
  station,
  trip,
  type Ask,
} from './network.test-support.ts';
import { randomCaseArb, RANDOM_DAYS } from './random-network.test-support.ts';
import { referenceParetoSet } from './reference-router.test-support.ts';
import type { Journey } from './ride.ts';
import { utcMinute } from '../units.ts';

/** The earliest arrival, checked against the reference before it is returned. */
function search(timetable: Timetable, ask: Ask): Journey | null {
  const q = queryOf(timetable, ask);
  const journey = searchEarliestArrival(timetable, q);
  expectEarliestOfReference(timetable, q, journey);
  return journey;
}

/** "1+3 08:00→10:50": trip ids and the local times at both ends. */
function shown(timetable: Timetable, j: Journey | null): string | null {
  return j && journeyLine(timetable, j);
}

/**
 * The journey keeps the rules, arrives when the first of the reference's Pareto points does,
 * and has the fewest rides of the points arriving then; null exactly when the reference is empty.
 */
function expectEarliestOfReference(
  timetable: Timetable,
  q: EarliestArrivalQuery,
  journey: Journey | null,
) {
  const reference = referenceParetoSet(timetable, q);
  if (reference.length === 0) {
    expect(journey).toBeNull();
    return;
  }
  const arrival = Math.min(...reference.map((p) => p.arrival));
  const rides = Math.min(...reference.filter((p) => p.arrival === arrival).map((p) => p.rides));
  expect(journey).not.toBeNull();
  expect({ arrival: journey!.arrival, rides: journey!.rides.length }).toEqual({ arrival, rides });
  expectKeepsTheRules(timetable, q, journey!);
}

describe('earliest arrival', () => {
  it('changes planes on the way from Moscow to Vladivostok, on local clocks', () => {
    const timetable = siberianFlights();
    const journey = search(timetable, { from: [1], to: [3] });
    expect(shown(timetable, journey)).toBe('10+11 10:00→03:30');
    expect(localTime(timetable, journey!.arrival, journey!.rides[1]!.toStop)).toBe(
      '2026-11-24 03:30',
    );
    expect(search(timetable, { from: [1], to: [3], maxTransfers: 0 })).toBeNull();
  });

  it('leaves within the window, both ends included, and rides on for days', () => {
    const timetable = network([hop(1, 1, 2, '08:00', 3000), hop(2, 1, 2, '09:01', 60)]);
    expect(
      shown(timetable, search(timetable, { from: [1], to: [2], fromHour: 8, toHour: 9 })),
    ).toBe('1 08:00→10:00');
    expect(
      shown(timetable, search(timetable, { from: [1], to: [2], fromHour: 8, toHour: 9.5 })),
    ).toBe('2 09:01→10:01');
    expect(search(timetable, { from: [1], to: [2], fromHour: 8.5, toHour: 9 })).toBeNull();
  });

  it('takes the next day’s train when the change is too short, and counts transfers', () => {
    const chain = [1, 2, 3, 4, 5, 6].map((i) => hop(i, i, i + 1, '08:00', 600));
    const timetable = network(chain);
    // Each change waits for the next morning: six rides, arriving on the sixth evening.
    const journey = search(timetable, { from: [1], to: [7] });
    expect(shown(timetable, journey)).toBe('1+2+3+4+5+6 08:00→18:00');
    expect(localTime(timetable, journey!.arrival, journey!.rides[5]!.toStop)).toBe(
      '2026-11-28 18:00',
    );
    expect(search(timetable, { from: [1], to: [7], maxTransfers: 4 })).toBeNull();
  });

  it('walks to another station of the city, in the transfer’s minutes', () => {
    const timetable = compile({
      stations: [station(1, 1), station(2, 2), station(3, 2), station(4, 4)],
      trips: [hop(1, 1, 2, '08:00'), hop(2, 3, 4, '09:39'), hop(3, 3, 4, '09:40')],
      transfers: [{ fromStationId: 2, toStationId: 3, minutes: 40 }],
    });
    expect(shown(timetable, search(timetable, { from: [1], to: [4] }))).toBe('1+3 08:00→10:40');
  });

  it('prefers fewer rides among journeys arriving together', () => {
    const timetable = network([
      hop(1, 1, 2, '08:00'),
      hop(2, 2, 3, '09:30', 90),
      hop(3, 1, 3, '07:00', 240),
    ]);
    expect(shown(timetable, search(timetable, { from: [1], to: [3] }))).toBe('3 07:00→11:00');
  });

  it('scans one line of many timings as one route, but never merges an overtaking express', () => {
    const line = (id: number, at: string, run: number) =>
      trip(id, 'TRAIN', at, [
        [1, 0, 0, 0],
        [2, run, run, 50],
        [3, 2 * run, 2 * run, 100],
      ]);
    // 08:10 and 08:20 run the line faster than 08:00 but never catch it up: one route.
    const steady = network([line(1, '08:00', 60), line(2, '08:10', 55), line(3, '08:20', 50)]);
    expect(shown(steady, search(steady, { from: [2], to: [3], fromHour: 9.05 }))).toBe(
      '2 09:05→10:00',
    );
    // The 08:30 express overtakes the 08:00 slow train: merged, the slow one would hide it.
    const express = network([line(1, '08:00', 150), line(2, '08:30', 30)]);
    expect(shown(express, search(express, { from: [1], to: [3] }))).toBe('2 08:30→09:30');
    expect(shown(express, search(express, { from: [2], to: [3], fromHour: 9 }))).toBe(
      '2 09:00→09:30',
    );
  });

  it('catches an earlier train of a line further along it, and not tomorrow’s', () => {
    const line = (id: number, at: string) =>
      trip(id, 'TRAIN', at, [
        [2, 0, 0, 0],
        [3, 60, 60, 50],
        [4, 120, 120, 100],
      ]);
    const timetable = network([
      line(11, '08:00'),
      line(12, '09:00'),
      line(13, '10:00'),
      line(14, '11:00'),
      hop(1, 1, 2, '09:00', 30),
      hop(2, 1, 3, '08:00', 30),
    ]);
    // Boarded at 2 on the 10:00, the line is caught two trains earlier at 3.
    expect(shown(timetable, search(timetable, { from: [1], to: [4] }))).toBe('2+11 08:00→10:00');
    // The 08:00 hop has left; tomorrow's would reach 4 a day late, so the line from 2 wins.
    expect(shown(timetable, search(timetable, { from: [1], to: [4], fromHour: 8.5 }))).toBe(
      '1+13 09:00→12:00',
    );
  });

  it('does not loop to beat a change time: no stop is visited twice', () => {
    const timetable = loopAroundTheAirport();
    const q = queryOf(timetable, { from: [1], to: [4] });
    const looping = earliestArrivalRounds(timetable, q).journey!;
    expect(shown(timetable, looping)).toBe('1+2+3 09:00→11:30');
    expect(shown(timetable, search(timetable, { from: [1], to: [4] }))).toBe('1+4 09:00→14:00');
  });
});

/** PROPERTY_RUNS=20000 for a long soak. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

describe('earliest arrival against the brute-force reference', () => {
  it('arrives with the first of the Pareto set, in its fewest rides', () => {
    fc.assert(
      fc.property(randomCaseArb, fc.integer({ min: -2, max: 2 }), (c, shift) => {
        const timetable = compileTimetable(c.source, { firstDay: FIRST_DAY, days: RANDOM_DAYS });
        const stops = (ids: number[]) => ids.map((id) => timetable.stopOf(id)!);
        const q = {
          ...c.query,
          origins: stops(c.originStations),
          destinations: stops(c.destinationStations),
        };
        expectEarliestOfReference(timetable, q, searchEarliestArrival(timetable, q));
        const soldOut = [shift + 2, 3 * (shift + 2)];
        const priced = { ...q, pricedOnly: true, soldOut };
        expectEarliestOfReference(timetable, priced, searchEarliestArrival(timetable, priced));
        const here = { ...q, sameStopChanges: true };
        expectEarliestOfReference(timetable, here, searchEarliestArrival(timetable, here));
        // Pruned by the lower bounds to the destinations, it finds the same journey.
        const target = targetBounds(timetable, q);
        expect(searchEarliestArrival(timetable, { ...q, target })).toEqual(
          searchEarliestArrival(timetable, q),
        );
        // Without the loop check the rounds are a lower bound, exact whenever they do not loop.
        const rounds = earliestArrivalRounds(timetable, q).journey;
        const first = searchEarliestArrival(timetable, q);
        if (rounds && isSimple(rounds)) expect(rounds).toEqual(first);
        else if (first) expect(rounds!.arrival).toBeLessThanOrEqual(first.arrival);
        // A latest arrival keeps the journey when it arrives by then, and leaves nothing otherwise.
        if (first) {
          const bounded = searchEarliestArrival(timetable, {
            ...q,
            arriveBy: utcMinute(first.arrival + shift),
          });
          expect(bounded).toEqual(shift >= 0 ? first : null);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
