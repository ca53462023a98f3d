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
