import type { RouteStop } from '../rides/ride-lookup.ts';

/** SPEC §3 route scheme stops: name and local times, the ends without the missing time. */
export const routeScheme = (stops: readonly RouteStop[]) =>
  stops.map((s) => ({
    name: s.name,
    arrival_time: s.arrivalTime,
    departure_time: s.departureTime,
  }));

/** Price, our charge and their sum, as every detail page prints a price. */
export const breakdown = (price: number, serviceCharge: number) => ({
  price,
  service_charge: serviceCharge,
  total_price: price + serviceCharge,
});
