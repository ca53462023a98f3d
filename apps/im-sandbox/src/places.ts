import { isPresold, presoldShare } from '@peresadka/contracts/presold';
import type { TrainCar } from '@peresadka/contracts/trip-properties';
import { carPlan, type PlanPlace } from './car-plan.ts';
import { holdsPlaces, type Orders } from './orders.ts';
import { runKeyOf, type Ride } from './runs.ts';

/**
 * Which places of a run are taken on a ride's part of the line, derived from the live orders
 * and the places the railway sold before (the train's seeded demand, `presold`): a place is
 * taken on [from, to) of the line by a reservation in time or a sale, so a place sold Москва —
 * Тверь is free from Тверь on, and a returned ticket frees its place from the stop after the
 * return.
 */
export function takenPlaces(
  orders: Orders,
  ride: Ride,
  now: number,
): ReadonlyMap<number, ReadonlySet<number>> {
  const taken = new Map<number, Set<number>>();
  const runKey = runKeyOf(ride.train, ride.serviceDate);
  for (const order of orders.onRun(runKey)) {
    if (!holdsPlaces(order, now)) continue;
    for (const item of order.items) {
      if (item.ride.runKey !== runKey) continue;
      for (const blank of item.blanks) {
        if (blank.voidedAt !== null) continue;
        const until = blank.returned ? blank.returned.freeFrom : item.ride.to;
        if (item.ride.from >= ride.to || ride.from >= until) continue;
        const car = taken.get(item.car.number) ?? new Set<number>();
        for (const place of blank.places) car.add(place);
        taken.set(item.car.number, car);
      }
    }
  }
  const demand = ride.train.properties.demand;
  if (demand === undefined) return taken;
  const share = presoldShare(demand, ride.serviceDate, new Date(now));
  for (const car of ride.train.properties.cars) {
    const presold = carPlan(car)
      .map((place) => place.number)
      .filter((place) => isPresold(runKey, car.number, String(place), share));
    if (presold.length === 0) continue;
    taken.set(car.number, new Set([...(taken.get(car.number) ?? []), ...presold]));
  }
  return taken;
}

/** A car's places free on the ride, in number order. */
export function freePlaces(
  car: TrainCar,
  taken: ReadonlyMap<number, ReadonlySet<number>>,
): PlanPlace[] {
  const busy = taken.get(car.number);
  return carPlan({ type: car.type, seats: car.seats, twoStorey: car.twoStorey })
    .filter((place) => !busy?.has(place.number))
    .sort((a, b) => a.number - b.number);
}
