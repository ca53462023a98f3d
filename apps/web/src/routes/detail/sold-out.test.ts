import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import { describe, expect, it } from 'vitest';
import type { TrainLeg } from '../../features/rides/api/ride-detail.ts';
import { trainSoldOut } from './sold-out.ts';

const leg = { route_id: '812-20261201-400000001-300551487' } as TrainLeg;

const train = (free: Record<string, number>, forbidden = false) =>
  ({
    common: { is_sale_forbidden: forbidden },
    detail: {
      car_prices: Object.entries(free).map(([car_type, free_places]) => ({
        car_type,
        free_places,
      })),
    },
  }) as TrainDetailResponse;

describe('which classes of a train get a sold-out alert', () => {
  it('offers each car type with no place left while others still sell', () => {
    expect(trainSoldOut(leg, train({ Compartment: 0, ReservedSeat: 12 }))).toEqual([
      {
        request: { transport_type: 'TRAIN', route_id: leg.route_id, car_type: 'Compartment' },
        soldOut: 'В вагонах «Купе» мест нет',
      },
    ]);
  });

  it('offers one alert for any car when the whole train is sold out', () => {
    expect(trainSoldOut(leg, train({ Compartment: 0, ReservedSeat: 0 }))).toEqual([
      {
        request: { transport_type: 'TRAIN', route_id: leg.route_id, car_type: null },
        soldOut: 'Свободных мест в поезде нет',
      },
    ]);
  });

  it('offers nothing on a train with places, or one not sold online', () => {
    expect(trainSoldOut(leg, train({ Compartment: 3 }))).toEqual([]);
    expect(trainSoldOut(leg, train({ Compartment: 0 }, true))).toEqual([]);
  });
});
