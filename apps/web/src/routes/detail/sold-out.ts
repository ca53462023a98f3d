import type {
  AviaDetailResponse,
  BusDetailResponse,
  TrainDetailResponse,
} from '@peresadka/contracts/detail';
import type { ServiceClass } from '@peresadka/contracts/enums';
import { carTypeLabels, serviceClassLabels } from '@peresadka/contracts/search-labels';
import type { SubscribeAlertBody } from '../../features/alerts/api/subscribe-alert.ts';
import {
  flightsOf,
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
} from '../../features/rides/api/ride-detail.ts';

/** A class of the ride with no place left, and the alert that waits for one. */
export type SoldOutClass = { request: SubscribeAlertBody; soldOut: string };

/**
 * Each car type with no place left; a train sold out in every type gets one alert for any
 * car instead, since any berth will do for someone who must travel. A train not sold online
 * has nothing to wait for.
 */
export function trainSoldOut(leg: TrainLeg, detail: TrainDetailResponse): SoldOutClass[] {
  const prices = detail.detail.car_prices;
  const empty = prices.filter((c) => c.free_places === 0);
  if (detail.common.is_sale_forbidden || empty.length === 0) return [];
  const request = { transport_type: 'TRAIN', route_id: leg.route_id } as const;
  if (empty.length === prices.length) {
    return [{ request: { ...request, car_type: null }, soldOut: 'Свободных мест в поезде нет' }];
  }
  return empty.map((c) => ({
    request: { ...request, car_type: c.car_type },
    soldOut: `В вагонах «${carTypeLabels[c.car_type]}» мест нет`,
  }));
}

export function busSoldOut(leg: BusLeg, detail: BusDetailResponse): SoldOutClass[] {
  if (detail.detail.free_places_quantity > 0) return [];
  return [
    {
      request: { transport_type: 'BUS', route_id: leg.route_id },
      soldOut: 'Свободных мест в автобусе нет',
    },
  ];
}

/**
 * A direct flight whose cabin is full. An alert watches one ride, and the detail of a
 * connection does not say which of its flights is full, so connections get none.
 */
export function planeSoldOut(
  leg: PlaneLeg,
  detail: AviaDetailResponse,
  serviceClass: ServiceClass,
): SoldOutClass[] {
  const flights = flightsOf(leg);
  if (detail.common.available_place_quantity > 0 || flights.length !== 1) return [];
  return [
    {
      request: { transport_type: 'PLANE', route_id: flights[0]!.id, service_class: serviceClass },
      soldOut: `Свободных мест в классе «${serviceClassLabels[serviceClass]}» нет`,
    },
  ];
}
