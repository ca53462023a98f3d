import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SourceTrip } from '../timetable/source.ts';
import type { Timetable } from '../timetable/timetable.ts';
import { DENSE_NETWORK, isSimple, paretoSearch, searchCombined } from './combined.ts';
import { earliestArrival } from './earliest-arrival.ts';
import { targetBounds } from './target-bounds.ts';
import {
  loopAroundTheAirport,
  siberianFlights,
  clockOf,
  compile,
  DAILY,
  hop,
  journeyLine,
  localTime,
  network,
  price,
  queryOf,
  station,
  trip,
  type Ask,
} from './network.test-support.ts';
import { expectSameAsReference } from './expect-reference.test-support.ts';
import { prepare, randomCaseArb, RANDOM_DAYS, RUNS } from './random-network.test-support.ts';
import type { Journey } from './ride.ts';
import { roundSearch, type AskBudget, type CombinedQuery } from './round-search.ts';
import { utcMinute } from '../units.ts';

/** Searches and checks the answer against the reference router before returning it. */
function search(timetable: Timetable, ask: Ask): Journey[] {
  const q = queryOf(timetable, ask);
  const journeys = searchCombined(timetable, q);
  expectSameAsReference(timetable, q, journeys);
  return journeys;
}

/**
 * The query as the site asks it: with its target bounds, the earliest arrival and its reach,
 * and a day after that as the latest arrival. Null when nothing arrives.
 */
function toldTheEarliest(timetable: Timetable, q: CombinedQuery): CombinedQuery | null {
  const target = targetBounds(timetable, q);
  const found = earliestArrival(timetable, { ...q, target });
  return (
    found && {
      ...q,
      target,
      earliest: found.journey,
      reach: found.reach,
      arriveBy: utcMinute(found.journey.arrival + 24 * 60),
    }
  );
}

/** "12+13 08:00→15:00 900" — trip ids, local times at the ends, price. */
function shown(timetable: Timetable, j: Journey): string {
  return `${journeyLine(timetable, j)} ${j.price / 100}${j.priceIncomplete ? '+?' : ''}`;
}

describe('combined search', () => {
  it('changes planes on the way from Moscow to Vladivostok, on local clocks', () => {
    const timetable = siberianFlights();
    const journeys = search(timetable, { from: [1], to: [3], modes: ['PLANE'], maxTransfers: 1 });
    expect(journeys.map((j) => shown(timetable, j))).toEqual(['10+11 10:00→03:30 2900+?']);
    const [first, second] = journeys[0]!.rides;
    expect(localTime(timetable, first!.arrival, first!.toStop)).toBe('2026-11-23 18:00');
    expect(localTime(timetable, second!.departure, second!.fromStop)).toBe('2026-11-23 19:30');
    expect(localTime(timetable, second!.arrival, second!.toStop)).toBe('2026-11-24 03:30');
    expect(search(timetable, { from: [1], to: [3], maxTransfers: 0 })).toEqual([]);
  });

  it('takes six transfers when allowed, not five', () => {
    const chain = [1, 2, 3, 4, 5, 6, 7].map((i) =>
      hop(i, i, i + 1, `${String(i * 2).padStart(2, '0')}:00`),
    );
    const timetable = network(chain);
    expect(search(timetable, { from: [1], to: [8], maxTransfers: 5 })).toEqual([]);
    const journeys = search(timetable, { from: [1], to: [8], maxTransfers: 6 });
    expect(journeys.map((j) => shown(timetable, j))).toEqual(['1+2+3+4+5+6+7 02:00→15:00 700']);
  });

  it('rides through the night and changes the next day', () => {
    const timetable = network([
      hop(1, 1, 2, '23:30', 600),
      hop(2, 2, 3, '08:00'),
      hop(3, 2, 3, '09:50'),
    ]);
    const journeys = search(timetable, { from: [1], to: [3] });
    // The night train arrives at 09:30; 09:50 leaves the 20 minutes a station needs.
    expect(journeys.map((j) => shown(timetable, j))).toEqual(['1+3 23:30→10:50 200']);
    expect(localTime(timetable, journeys[0]!.arrival, journeys[0]!.rides[1]!.toStop)).toBe(
      '2026-11-24 10:50',
    );
  });

  it('gives the change at one station its time by kind, or the source’s own', () => {
    const at = (kind: 'RailwayStation' | 'Airport' | 'BusStop', sameStation?: number) => {
      const timetable = compile({
        stations: [station(1, 1), station(2, 2, 'Europe/Moscow', kind), station(3, 3)],
        trips: [
          hop(1, 1, 2, '08:00'),
          ...[14, 15, 19, 20, 44, 45, 59, 60].map((m) => hop(100 + m, 2, 3, `09:${m}`)),
        ],
        transfers:
          sameStation === undefined
            ? []
            : [{ fromStationId: 2, toStationId: 2, minutes: sameStation }],
      });
      const journeys = search(timetable, { from: [1], to: [3], toHour: 8 });
      return journeys.map((j) => j.rides[1]!.departure - j.rides[0]!.arrival);
    };
    expect(at('BusStop')).toEqual([15]);
    expect(at('RailwayStation')).toEqual([20]);
    expect(at('Airport')).toEqual([60]);
    expect(at('Airport', 45)).toEqual([45]);
  });

  it('changes station inside a city in the transfer’s minutes, and not faster', () => {
    const timetable = compile({
      stations: [
        station(1, 1),
        station(2, 2),
        station(3, 2, 'Europe/Moscow', 'BusStop'),
        station(4, 4),
      ],
      trips: [
        hop(1, 1, 2, '08:00'),
        trip(
          2,
          'BUS',
          '09:39',
          [
            [3, 0, 0, 0],
            [4, 60, 60, 50],
          ],
          price(20000),
        ),
        trip(
          3,
          'BUS',
          '09:40',
          [
            [3, 0, 0, 0],
            [4, 60, 60, 50],
          ],
          price(20000),
        ),
      ],
      transfers: [{ fromStationId: 2, toStationId: 3, minutes: 40 }],
    });
    const journeys = search(timetable, { from: [1], to: [4] });
    expect(journeys.map((j) => shown(timetable, j))).toEqual(['1+3 08:00→10:40 300']);
    // Without the transfer the stations are not linked at all.
    const apart = compile({
      stations: [station(1, 1), station(2, 2), station(3, 2), station(4, 4)],
      trips: [hop(1, 1, 2, '08:00'), hop(3, 3, 4, '12:00')],
      transfers: [],
    });
    expect(search(apart, { from: [1], to: [4] })).toEqual([]);
  });

  it('changes only at the stop reached when asked, finding what a transfer would beat', () => {
    const timetable = compile({
      stations: [station(1, 1), station(2, 2), station(3, 2), station(4, 4)],
      trips: [hop(1, 1, 2, '08:00'), hop(2, 3, 4, '09:30'), hop(3, 2, 4, '12:00')],
      transfers: [{ fromStationId: 2, toStationId: 3, minutes: 20 }],
    });
    const lines = (sameStopChanges: boolean) =>
      search(timetable, { from: [1], to: [4], sameStopChanges }).map((j) =>
        journeyLine(timetable, j),
      );
    // The walk to station 3 arrives sooner for the same price and hides the change at 2...
    expect(lines(false)).toEqual(['1+2 08:00→10:30']);
    // ...which is the answer once changes stay where the ride arrived.
    expect(lines(true)).toEqual(['1+3 08:00→13:00']);
  });

  it('keeps to the asked modes', () => {
    const timetable = network([
      hop(1, 1, 2, '08:00'),
      trip(
        2,
        'BUS',
        '10:00',
        [
          [2, 0, 0, 0],
          [3, 60, 60, 50],
        ],
        price(5000),
      ),
    ]);
    expect(search(timetable, { from: [1], to: [3] }).map((j) => shown(timetable, j))).toEqual([
      '1+2 08:00→11:00 150',
    ]);
    expect(search(timetable, { from: [1], to: [3], modes: ['TRAIN'] })).toEqual([]);
    expect(search(timetable, { from: [1], to: [3], modes: ['BUS'] })).toEqual([]);
  });

  it('changes only where the trips let passengers off and on', () => {
    const timetable = network([
      trip(1, 'TRAIN', '08:00', [
        [1, 0, 0, 0],
        [2, 60, 70, 50, 'board'],
        [4, 120, 120, 100],
      ]),
      trip(2, 'TRAIN', '10:00', [
        [2, 0, 0, 0, 'alight'],
        [3, 60, 60, 50],
      ]),
      trip(3, 'TRAIN', '11:00', [
        [4, 0, 0, 0],
        [3, 60, 60, 50],
      ]),
    ]);
    const journeys = search(timetable, { from: [1], to: [3] });
    expect(journeys.map((j) => shown(timetable, j))).toEqual(['1+3 08:00→12:00 350']);
  });

  it('keeps the Pareto set: fast and dear, slow and cheap, direct and with a change', () => {
    const timetable = network([
      hop(1, 1, 3, '08:00', 600, 100), // slow, cheap, direct
      hop(2, 1, 3, '08:00', 120, 900), // fast, dear, direct
      hop(3, 1, 2, '08:00', 60, 100),
      hop(4, 2, 3, '09:30', 60, 100), // with a change: quicker than 1, cheaper than 2
      hop(5, 1, 3, '09:00', 700, 100), // later and no cheaper than 1: dominated
    ]);
    const journeys = search(timetable, { from: [1], to: [3] });
    expect(journeys.map((j) => shown(timetable, j))).toEqual([
      '2 08:00→10:00 900',
      '3+4 08:00→10:30 200',
      '1 08:00→18:00 100',
    ]);
  });

  it('leaves out journeys arriving after the latest arrival, and keeps one arriving at it', () => {
    const timetable = network([
      hop(1, 1, 3, '08:00', 600, 100), // slow and cheap: 18:00
      hop(2, 1, 3, '08:00', 120, 900), // fast and dear: 10:00
      hop(3, 1, 2, '08:00', 60, 100),
      hop(4, 2, 3, '09:30', 60, 100), // with a change: 10:30
    ]);
    const all = search(timetable, { from: [1], to: [3] });
    expect(all.map((j) => shown(timetable, j))).toEqual([
      '2 08:00→10:00 900',
      '3+4 08:00→10:30 200',
      '1 08:00→18:00 100',
    ]);
    const slow = all[2]!.arrival;
    const ask = (arriveBy: number) =>
      search(timetable, { from: [1], to: [3], arriveBy }).map((j) => shown(timetable, j));
    expect(ask(slow)).toEqual(['2 08:00→10:00 900', '3+4 08:00→10:30 200', '1 08:00→18:00 100']);
    expect(ask(slow - 1)).toEqual(['2 08:00→10:00 900', '3+4 08:00→10:30 200']);
    expect(ask(all[1]!.arrival - 1)).toEqual(['2 08:00→10:00 900']);
    expect(ask(all[0]!.arrival - 1)).toEqual([]);
  });

  it('keeps a cheap journey the earliest-arrival pass gave up on, as the site asks', () => {
    const timetable = network([
      hop(1, 1, 9, '09:00', 60, 5000), // the earliest arrival: 10:00
      hop(2, 1, 2, '06:00', 60, 100),
      hop(3, 2, 3, '07:30', 30, 100),
      hop(4, 3, 9, '08:30', 570, 100), // from 3 in one ride: slow and cheap, 18:00
      hop(5, 3, 4, '03:00', 10, 100), // from 3 in two rides: quick, but only at night
      hop(6, 4, 9, '03:00', 10, 100),
    ]);
    // Two rides in, station 3 cannot beat 10:00 with the one ride left, so the earliest
    // arrival never works out when it is reached; the backward pass must not take the quick
    // two-ride way from there as a bound on it.
    const told = toldTheEarliest(
      timetable,
      queryOf(timetable, { from: [1], to: [9], maxTransfers: 2 }),
    )!;
    const journeys = searchCombined(timetable, told);
    expectSameAsReference(timetable, told, journeys);
    expect(journeys.map((j) => shown(timetable, j))).toEqual([
      '1 09:00→10:00 5000',
      '2+3+4 06:00→18:00 300',
    ]);
  });

  it('lets a journey the bound removed no longer hide a later departure reaching its point', () => {
    // 06:00 and 09:00 reach the same connection; the tie rule keeps the later one, and the
    // bound (after both arrive) changes nothing about that.
    const timetable = network([
      hop(1, 1, 2, '06:00'),
      hop(2, 1, 2, '09:00'),
      hop(3, 2, 3, '12:00'),
      hop(4, 1, 3, '07:00', 900, 50), // cheaper but arrives at 22:00
    ]);
    const all = search(timetable, { from: [1], to: [3] });
    expect(all.map((j) => shown(timetable, j))).toEqual([
      '2+3 09:00→13:00 200',
      '4 07:00→22:00 50',
    ]);
    expect(
      search(timetable, { from: [1], to: [3], arriveBy: all[0]!.arrival }).map((j) =>
        shown(timetable, j),
      ),
    ).toEqual(['2+3 09:00→13:00 200']);
  });

  it('keeps the fewer rides even when a longer journey arrives sooner and cheaper', () => {
    const timetable = network([
      hop(1, 1, 2, '06:00', 60, 50),
      hop(2, 2, 3, '07:30', 60, 50),
      hop(3, 3, 4, '09:00', 60, 50), // three rides: 10:00, 150
      hop(4, 1, 5, '08:00', 240, 400),
      hop(5, 5, 4, '12:30', 60, 100), // two rides: 13:30, 500
    ]);
    expect(search(timetable, { from: [1], to: [4] }).map((j) => shown(timetable, j))).toEqual([
      '1+2+3 06:00→10:00 150',
      '4+5 08:00→13:30 500',
    ]);
  });

  it('leaves as late as possible among equally good journeys', () => {
    const timetable = network([
      hop(1, 1, 2, '06:00'),
      hop(2, 1, 2, '09:00'),
      hop(3, 2, 3, '12:00'),
    ]);
    expect(search(timetable, { from: [1], to: [3] }).map((j) => shown(timetable, j))).toEqual([
      '2+3 09:00→13:00 200',
    ]);
    // Unless the window says otherwise: the first departure must lie in it.
    expect(
      search(timetable, { from: [1], to: [3], toHour: 8 }).map((j) => shown(timetable, j)),
    ).toEqual(['1+3 06:00→13:00 200']);
  });

  /** 1 → 2 at 08:00, on to 3 at 10:00 on trip 2, which publishes no fare; or 1 → 3 for 500. */
  const withAnUnpricedTrain = (...more: SourceTrip[]) =>
    network([
      hop(1, 1, 2, '08:00'),
      trip(
        2,
        'TRAIN',
        '10:00',
        [
          [2, 0, 0, 0],
          [3, 60, 60, 100],
        ],
        null,
      ),
      hop(3, 1, 3, '08:00', 180, 500),
      ...more,
    ]);

  it('counts an unpublished fare as nothing and says the price is incomplete', () => {
    const timetable = withAnUnpricedTrain();
    const journeys = search(timetable, { from: [1], to: [3] });
    // Compared on the known 100 roubles, it is cheaper than the direct 500 (which has fewer rides).
    expect(journeys.map((j) => shown(timetable, j))).toEqual([
      '1+2 08:00→11:00 100+?',
      '3 08:00→11:00 500',
    ]);
    expect(journeys[0]!.priceIncomplete).toBe(true);
    expect(journeys[0]!.rides.map((r) => r.price)).toEqual([10000, null]);
  });

  it('rides no unpriced or sold-out trip when told, taking the next one of the same trip', () => {
    // Trips 2, 4 and 5 run one pattern.
    const timetable = withAnUnpricedTrain(hop(4, 2, 3, '12:00'), hop(5, 2, 3, '14:00'));
    const ask = (extra: Partial<CombinedQuery>) => {
      const q = { ...queryOf(timetable, { from: [1], to: [3] }), ...extra };
      const journeys = searchCombined(timetable, q);
      expectSameAsReference(timetable, q, journeys);
      return journeys.map((j) => shown(timetable, j));
    };
    expect(ask({})).toEqual(['1+2 08:00→11:00 100+?', '3 08:00→11:00 500']);
    expect(ask({ pricedOnly: true })).toEqual(['3 08:00→11:00 500', '1+4 08:00→13:00 200']);
    const firstDay = (id: number) =>
      timetable.a.instanceTrip.findIndex(
        (t, i) => timetable.a.tripId[t] === id && timetable.a.instanceDay[i] === 0,
      );
    expect(ask({ pricedOnly: true, soldOut: [firstDay(4)] })).toEqual([
      '3 08:00→11:00 500',
      '1+5 08:00→15:00 200',
    ]);
  });

  it('never comes back to the origin, even to leave again after the window', () => {
    const timetable = compile({
      stations: [station(1, 1), station(2, 1), station(3, 3), station(4, 4)],
      trips: [
        hop(1, 1, 3, '08:30'),
        hop(2, 3, 1, '10:00'),
        hop(3, 3, 2, '10:00'),
        hop(4, 1, 4, '12:00'),
        hop(5, 2, 4, '12:00'),
      ],
      transfers: [],
    });
    expect(search(timetable, { from: [1, 2], to: [4], fromHour: 8, toHour: 9 })).toEqual([]);
  });

  it('gives up the search with the tie rule alone once its asks for trains outgrow its labels', () => {
    // From 06:00 to 22:00, every five minutes: 1 → 2, and from 2 to each of 3 … 9.
    const trips: SourceTrip[] = [];
    for (let minute = 360; minute < 22 * 60; minute += 5) {
      for (const to of [2, 3, 4, 5, 6, 7, 8, 9]) {
        trips.push(hop(trips.length + 1, to === 2 ? 1 : 2, to, clockOf(minute), 20, 30 + to));
      }
    }
    const timetable = network(trips);
    const q = queryOf(timetable, { from: [1], to: [9] });
    const alone = (maxAsks: AskBudget) =>
      roundSearch(timetable, q, {
        simpleOnly: false,
        seed: [],
        maxLabels: Infinity,
        ties: true,
        maxAsks,
      });
    // Each of the 192 departures waits at 2 and asks its seven lines for a train.
    expect(alone({ perLabel: 0.5, allowance: 0 })).toEqual({
      journeys: [],
      finished: false,
      gaveUp: 'dense',
    });
    expect(alone(DENSE_NETWORK).finished).toBe(true);
    // Given up, the Pareto points come first, then the tie rule: the same answer.
    const pointsFirst = paretoSearch(timetable, q, false, Infinity, { perLabel: 0, allowance: 0 })!;
    expect(pointsFirst.map((j) => shown(timetable, j))).toEqual(
      search(timetable, { from: [1], to: [9] }).map((j) => shown(timetable, j)),
    );
    expect(pointsFirst.map((j) => shown(timetable, j))).toEqual(['1+72 06:00→07:00 71']);
  });

  it('does not loop to beat a change time: no stop is visited twice', () => {
    const timetable = loopAroundTheAirport();
    const q = queryOf(timetable, { from: [1], to: [4], toHour: 12 });
    const looping = paretoSearch(timetable, q, false, Infinity)!;
    expect(looping.map((j) => shown(timetable, j))).toContain('1+2+3 09:00→11:30 1100');
    const journeys = search(timetable, { from: [1], to: [4], toHour: 12 });
    expect(journeys.map((j) => shown(timetable, j))).toEqual(['1+4 09:00→14:00 1100']);
    expect(journeys.every(isSimple)).toBe(true);
  });

  it('does not ride one trip twice, even to save a rounding', () => {
    // 1.4 roubles twice round to 2 roubles, 2.8 roubles at once to 3.
    const once = { ...DAILY, startDate: '2026-11-23', endDate: '2026-11-23' };
    const timetable = network([
      trip(
        1,
        'TRAIN',
        '08:00',
        [
          [1, 0, 0, 0],
          [2, 60, 150, 140],
          [3, 210, 210, 280],
        ],
        {
          base: 0,
          perKm: 1,
        },
        { calendar: once },
      ),
    ]);
    const q = queryOf(timetable, { from: [1], to: [3] });
    const looping = paretoSearch(timetable, q, false, Infinity)!;
    expect(looping.map((j) => shown(timetable, j))).toContain('1+1 08:00→11:30 2');
    const journeys = search(timetable, { from: [1], to: [3] });
    expect(journeys.map((j) => shown(timetable, j))).toEqual(['1 08:00→11:30 3']);
  });
});

describe('combined search against the brute-force reference', () => {
  it('finds exactly the Pareto set on random multi-modal networks', () => {
    fc.assert(
      fc.property(randomCaseArb, (c) => {
        const { timetable, q } = prepare(c);
        expectSameAsReference(timetable, q, searchCombined(timetable, q));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('finds exactly the Pareto set under a latest arrival', () => {
    // Bounds at, just before and just after the arrivals of the unbounded answer, or anywhere.
    const boundArb = fc.record({
      pick: fc.nat(),
      shift: fc.oneof(fc.constantFrom(-1, 0, 0, 1), fc.integer({ min: -600, max: 600 })),
      anywhere: fc.option(fc.integer({ min: 0, max: (RANDOM_DAYS + 4) * 1440 }), { freq: 5 }),
    });
    fc.assert(
      fc.property(randomCaseArb, boundArb, fc.boolean(), (c, b, simpleOnly) => {
        const { timetable, q } = prepare(c);
        const arrivals = searchCombined(timetable, q).map((j) => j.arrival);
        const arriveBy = utcMinute(
          b.anywhere ??
            (arrivals.length > 0 ? arrivals[b.pick % arrivals.length]! + b.shift : b.shift),
        );
        const bounded = { ...q, arriveBy };
        expectSameAsReference(timetable, bounded, searchCombined(timetable, bounded));
        const tied = paretoSearch(timetable, bounded, simpleOnly, Infinity)!;
        if (simpleOnly || tied.every(isSimple)) expectSameAsReference(timetable, bounded, tied);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('finds it when told the earliest arrival, as the site asks', () => {
    fc.assert(
      fc.property(randomCaseArb, fc.nat({ max: 3 * 1440 }), (c, slack) => {
        const { timetable, q } = prepare(c);
        const target = targetBounds(timetable, q);
        const found = earliestArrival(timetable, { ...q, target });
        if (!found) return;
        const told = { ...q, target, earliest: found.journey, reach: found.reach };
        expectSameAsReference(timetable, told, searchCombined(timetable, told));
        // The site bounds the arrival too, and then the reach prunes the backward pass.
        const bounded = { ...told, arriveBy: utcMinute(found.journey.arrival + slack) };
        expectSameAsReference(timetable, bounded, searchCombined(timetable, bounded));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('rides only priced trips, and none of those sold out, as the site asks', () => {
    fc.assert(
      fc.property(randomCaseArb, fc.array(fc.nat(), { maxLength: 4 }), (c, picks) => {
        const { timetable, q } = prepare(c);
        const instances = timetable.a.instanceTrip.length;
        const soldOut = instances > 0 ? picks.map((n) => n % instances) : [];
        const priced = { ...q, pricedOnly: true, soldOut };
        expectSameAsReference(timetable, priced, searchCombined(timetable, priced));
        const told = toldTheEarliest(timetable, priced);
        if (told) expectSameAsReference(timetable, told, searchCombined(timetable, told));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('changes only where the rides arrive, as the plane tab asks', () => {
    fc.assert(
      fc.property(randomCaseArb, (c) => {
        const { timetable, q } = prepare(c);
        const here = { ...q, pricedOnly: true, sameStopChanges: true };
        const journeys = searchCombined(timetable, here);
        expectSameAsReference(timetable, here, journeys);
        for (const j of journeys) {
          j.rides.slice(1).forEach((r, i) => expect(r.fromStop).toBe(j.rides[i]!.toStop));
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('finds it with histories too (the fallback for looping answers)', () => {
    fc.assert(
      fc.property(randomCaseArb, (c) => {
        const { timetable, q } = prepare(c);
        expectSameAsReference(timetable, q, paretoSearch(timetable, q, true, Infinity)!);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 120_000);

  it('finds it when the search with the tie rule alone gives up, as on a metro', () => {
    const always = { perLabel: 0, allowance: 0 };
    fc.assert(
      fc.property(randomCaseArb, fc.boolean(), (c, simpleOnly) => {
        const { timetable, q } = prepare(c);
        const journeys = paretoSearch(timetable, q, simpleOnly, Infinity, always)!;
        if (simpleOnly || journeys.every(isSimple)) expectSameAsReference(timetable, q, journeys);
        const told = toldTheEarliest(timetable, q);
        if (!told) return;
        const bounded = paretoSearch(timetable, told, simpleOnly, Infinity, always)!;
        if (simpleOnly || bounded.every(isSimple)) expectSameAsReference(timetable, told, bounded);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 120_000);

  it('finds the Pareto points without the tie rule, and with it alone', () => {
    const pointsOf = (journeys: Journey[]) =>
      journeys.map((j) => `${j.arrival}|${j.price}|${j.rides.length}`).sort();
    fc.assert(
      fc.property(randomCaseArb, fc.boolean(), (c, simpleOnly) => {
        const { timetable, q } = prepare(c);
        const options = { simpleOnly, seed: [], maxLabels: Infinity };
        const points = roundSearch(timetable, q, { ...options, ties: false }).journeys;
        const tied = roundSearch(timetable, q, { ...options, ties: true }).journeys;
        expect(pointsOf(points)).toEqual(pointsOf(tied));
        if (tied.every(isSimple)) expectSameAsReference(timetable, q, tied);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 120_000);
});
