import type { TripProperties } from '@peresadka/contracts/trip-properties';
import { describe, expect, it } from 'vitest';
import { seatsOf } from '../suppliers/local/vehicle-seats.ts';
import { assignPlaces } from './place-assignment.ts';

const car = (
  number: number,
  type: 'Compartment' | 'ReservedSeat' | 'Sedentary',
  seats: number,
) => ({
  number,
  type,
  serviceClass: '2К',
  seats,
  twoStorey: false,
  secondFloorSeats: [],
  schemaId: `${type}-${seats}`,
  fareBase: 1_000_00,
  farePerKm: 100,
  bedding: true,
  beddingPrice: 0,
  petsAllowed: false,
  saleForbidden: false,
});

const train: TripProperties = {
  mode: 'TRAIN',
  displayNumber: '002Й',
  category: 'Скорый',
  isSuburban: false,
  hasElectronicRegistration: true,
  hasTwoStoreyCars: false,
  isSaleForbidden: false,
  cars: [car(1, 'Compartment', 36), car(2, 'ReservedSeat', 54)],
};

const plane: TripProperties = {
  mode: 'PLANE',
  aircraftCode: '320',
  aircraftName: 'Airbus A320',
  seatMap: [1, 2, 3].map((row) => ({
    row,
    seats: ['A', 'B', 'C', 'D', 'E', 'F'],
    serviceClass: 'Economic' as const,
  })),
  fareFamilies: [],
  technicalLandings: [],
};

const seatsIn = (result: ReturnType<typeof assignPlaces>) =>
  result.ok
    ? [...result.places].sort(([a], [b]) => a - b).map(([, s]) => `${s.carNumber}:${s.seat}`)
    : result.failure;

describe('place assignment', () => {
  const all = seatsOf(train);
  const without = (...taken: string[]) =>
    all.filter((s) => !taken.includes(`${s.carNumber}:${s.seat}`));

  it('gives the place asked for, or says it is taken', () => {
    const wish = [{ passenger: 0, carType: 'Compartment' as const, carNumber: 1, seat: '7' }];
    expect(seatsIn(assignPlaces(train, all, wish))).toEqual(['1:7']);
    expect(seatsIn(assignPlaces(train, without('1:7'), wish))).toEqual({
      kind: 'taken',
      passenger: 0,
      place: { carNumber: 1, seat: '7' },
    });
  });

  it('keeps a party in one compartment, lower berths first for an adult with a lap child', () => {
    // The first compartment has only its upper berths left.
    const party = [0, 1, 2].map((passenger) => ({
      passenger,
      carType: 'Compartment' as const,
      lower: passenger === 0,
    }));
    expect(seatsIn(assignPlaces(train, without('1:1', '1:3'), party))).toEqual([
      '1:5',
      '1:6',
      '1:7',
    ]);
  });

  it('sits the rest of the party beside the places some of them chose', () => {
    const wishes = [
      { passenger: 0, carType: 'ReservedSeat' as const, carNumber: 2, seat: '21' },
      { passenger: 1, carType: 'ReservedSeat' as const },
    ];
    const result = assignPlaces(train, all, wishes);
    expect(seatsIn(result)).toEqual(['2:21', '2:22']);
    expect(result.ok && [...result.chosen]).toEqual([0]);
  });

  it('picks from a range of places in a car', () => {
    const wish = [
      { passenger: 0, carType: 'Compartment' as const, carNumber: 1, range: { from: 10, to: 14 } },
    ];
    expect(seatsIn(assignPlaces(train, without('1:11', '1:13'), wish))).toEqual(['1:10']);
  });

  it('splits a party over cars only when no car holds it, and says when the train is full', () => {
    const few = all.filter((s) => s.carNumber === 1 && ['1', '20'].includes(s.seat));
    const party = [0, 1].map((passenger) => ({ passenger, carType: 'Compartment' as const }));
    expect(seatsIn(assignPlaces(train, few, party))).toEqual(['1:1', '1:20']);
    expect(seatsIn(assignPlaces(train, few.slice(1), party))).toEqual({
      kind: 'full',
      passenger: 0,
    });
  });

  it('seats flyers side by side on one side of the aisle', () => {
    const free = seatsOf(plane).filter((s) => !['1A', '1B', '1F', '2C'].includes(s.seat));
    const party = [0, 1, 2].map((passenger) => ({ passenger, cabin: 'Economic' as const }));
    expect(seatsIn(assignPlaces(plane, free, party))).toEqual(['0:2D', '0:2E', '0:2F']);
  });
});

describe('seating a family', () => {
  const aircraft = (letters: string[], exitRows: number[] = []): TripProperties => ({
    ...plane,
    seatMap: [1, 2, 3, 4].map((row) => ({
      row,
      seats: letters,
      serviceClass: 'Economic' as const,
      ...(exitRows.includes(row) ? { exit: true } : {}),
    })),
  });
  /** Whether two plane seats are side by side: same row, same side of the aisle, next letters. */
  const besideOnPlane = (vehicle: TripProperties, a: string, b: string) => {
    if (vehicle.mode !== 'PLANE') return false;
    const letters = vehicle.seatMap[0]!.seats;
    const [ra, la] = [Number.parseInt(a, 10), letters.indexOf(a.replace(/^\d+/, ''))];
    const [rb, lb] = [Number.parseInt(b, 10), letters.indexOf(b.replace(/^\d+/, ''))];
    const half = letters.length / 2;
    return ra === rb && Math.abs(la - lb) === 1 && la >= half === lb >= half;
  };
  const placesOf = (result: ReturnType<typeof assignPlaces>) => {
    if (!result.ok) throw new Error(`not seated: ${JSON.stringify(result.failure)}`);
    return new Map([...result.places].map(([p, s]) => [p, s.seat]));
  };

  it('puts a child beside a parent, not across the aisle (two seats each side)', () => {
    const cabin = aircraft(['A', 'C', 'D', 'F']);
    const family = [
      { passenger: 0, cabin: 'Economic' as const },
      { passenger: 1, cabin: 'Economic' as const },
      { passenger: 2, cabin: 'Economic' as const, minor: true },
    ];
    const seats = placesOf(assignPlaces(cabin, seatsOf(cabin), family));
    expect([0, 1].some((adult) => besideOnPlane(cabin, seats.get(2)!, seats.get(adult)!))).toBe(
      true,
    );
    // Still one row.
    expect(new Set([...seats.values()].map((s) => Number.parseInt(s, 10))).size).toBe(1);
  });

  it('gives each of two children an adult beside them when a side of the row holds three', () => {
    const cabin = aircraft(['A', 'B', 'C', 'D', 'E', 'F']);
    const family = [0, 1, 2, 3].map((passenger) => ({
      passenger,
      cabin: 'Economic' as const,
      ...(passenger >= 2 ? { minor: true } : {}),
    }));
    const seats = placesOf(assignPlaces(cabin, seatsOf(cabin), family));
    for (const child of [2, 3]) {
      expect(
        [0, 1].some((adult) => besideOnPlane(cabin, seats.get(child)!, seats.get(adult)!)),
      ).toBe(true);
    }
  });

  it('keeps children and adults holding an infant out of the exit rows', () => {
    const cabin = aircraft(['A', 'B', 'C', 'D', 'E', 'F'], [1, 2]);
    const family = [
      { passenger: 0, cabin: 'Economic' as const, withInfant: true },
      { passenger: 1, cabin: 'Economic' as const, minor: true },
    ];
    const seats = placesOf(assignPlaces(cabin, seatsOf(cabin), family));
    expect([...seats.values()].map((s) => Number.parseInt(s, 10))).toEqual([3, 3]);
    // A grown-up travelling alone may have the exit row.
    const alone = placesOf(assignPlaces(cabin, seatsOf(cabin), [{ passenger: 0 }]));
    expect(alone.get(0)).toBe('1A');
  });

  it('seats two adults with infants on their laps on different sides of the aisle', () => {
    const cabin = aircraft(['A', 'B', 'C', 'D', 'E', 'F']);
    const family = [0, 1].map((passenger) => ({
      passenger,
      cabin: 'Economic' as const,
      withInfant: true,
    }));
    const seats = placesOf(assignPlaces(cabin, seatsOf(cabin), family));
    expect(seats.get(0)).toBe('1A');
    expect(seats.get(1)).toBe('1D');
  });

  it('splits a family over compartments so each child has an adult in its own', () => {
    const train: TripProperties = {
      mode: 'TRAIN',
      displayNumber: '002Й',
      category: 'Скорый',
      isSuburban: false,
      hasElectronicRegistration: true,
      hasTwoStoreyCars: false,
      isSaleForbidden: false,
      cars: [car(1, 'Compartment', 36)],
    };
    // Two places left in each of the first two compartments.
    const free = seatsOf(train).filter((s) => ['1', '2', '5', '6'].includes(s.seat));
    const family = [0, 1, 2, 3].map((passenger) => ({
      passenger,
      carType: 'Compartment' as const,
      ...(passenger >= 2 ? { minor: true } : {}),
    }));
    const seats = placesOf(assignPlaces(train, free, family));
    const compartment = (p: number) => Math.floor((Number(seats.get(p)) - 1) / 4);
    expect(new Set([compartment(0), compartment(1)]).size).toBe(2);
    expect([compartment(0), compartment(1)]).toContain(compartment(2));
    expect([compartment(0), compartment(1)]).toContain(compartment(3));
  });

  it('puts a child on a bus in the seat next to its parent', () => {
    const bus: TripProperties = {
      mode: 'BUS',
      busModel: 'ПАЗ',
      seats: 8,
      fareBase: 100_00,
      farePerKm: 100,
      baggagePrice: 0,
      placeSelection: true,
    };
    // Seats 2 and 3 are free but in different pairs; 5 and 6 make a pair.
    const free = seatsOf(bus).filter((s) => ['2', '3', '5', '6'].includes(s.seat));
    const seats = placesOf(
      assignPlaces(bus, free, [{ passenger: 0 }, { passenger: 1, minor: true }]),
    );
    expect([seats.get(0), seats.get(1)].sort()).toEqual(['5', '6']);
  });
});
