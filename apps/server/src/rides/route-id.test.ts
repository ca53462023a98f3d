import { describe, expect, it } from 'vitest';
import { ridesOf, routeIdOf, type RideKey } from './route-id.ts';

const flight: RideKey = {
  tripId: 812,
  serviceDate: '2026-12-05',
  fromStationId: 100_002_985,
  toStationId: 100_004_029,
};
const train: RideKey = {
  tripId: 97,
  serviceDate: '2026-12-06',
  fromStationId: 400_000_002,
  toStationId: 300_524_901,
};

describe('route ids', () => {
  it('round-trips one ride and a combined route', () => {
    expect(routeIdOf([flight])).toBe('812-20261205-100002985-100004029');
    expect(ridesOf(routeIdOf([flight]))).toEqual([flight]);
    expect(ridesOf(routeIdOf([flight, train]))).toEqual([flight, train]);
  });

  it('refuses what we never issued', () => {
    for (const bad of [
      '',
      'abc',
      '812-2026-1-2',
      '1-20261205-1-2.',
      '1-20261205-1-2;drop',
      // Not calendar dates.
      '812-20261399-100002985-100004029',
      '812-20260229-100002985-100004029',
      '812-00000000-100002985-100004029',
      // Leading zeros would give one ride a second id (and a second favorite).
      '0812-20261205-100002985-100004029',
      '812-20261205-0100002985-100004029',
      '0-20261205-100002985-100004029',
    ]) {
      expect(ridesOf(bad), bad).toBeNull();
    }
    expect(
      ridesOf(
        Array(7)
          .fill(routeIdOf([flight]))
          .join('.'),
      ),
    ).toBeNull();
  });
});
