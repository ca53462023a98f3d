import type { BusDetailResponse } from '@peresadka/contracts/detail';
import { categoriesOf, fareRules } from '@peresadka/contracts/fare-rules';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { segmentOf } from '../suppliers/local/segment.ts';
import { formatRubles } from '@peresadka/contracts/money';
import { passengerPrice, passengersPrice } from '../pricing/passenger-prices.ts';
import { busFare, runOf } from '../pricing/trip-fares.ts';
import { rideNotFound, type LoadedRide } from '../rides/ride-lookup.ts';
import { routeScheme } from './route-scheme.ts';

/** Tariff names as bus stations print them; a tariff's id is its passenger category. */
const TARIFF_NAMES = { Adult: 'Полный', Child: 'Детский', BabyWithoutPlace: 'Без места' } as const;

/** SPEC §2 bus detail: free places, tariffs with our charge, the route scheme. */
export async function busDetail(
  inventory: InventoryService,
  ride: LoadedRide,
  counts: PassengerCounts,
  now: Date,
): Promise<BusDetailResponse> {
  const p = ride.trip.properties;
  if (p?.mode !== 'BUS') throw rideNotFound();
  const fare = busFare(p, ride.km, runOf(ride.trip, ride.key.serviceDate));
  const tariffs = categoriesOf('BUS').map((category) => {
    const price = passengerPrice('BUS', category, fare);
    return {
      id: category,
      bus_tariff_name: TARIFF_NAMES[category as keyof typeof TARIFF_NAMES],
      bus_tariff_type: fareRules.BUS[category]!.label,
      bus_tariff_price: price.fare,
      service_charge: price.serviceCharge,
      total_price: price.total,
    };
  });
  const free = await inventory.free(p, segmentOf(ride), now);
  return {
    common: {
      origin_name: ride.from.name,
      destination_name: ride.to.name,
      travel_time: ride.minutes,
      departure_time: ride.from.departureTime!,
      arrival_time: ride.to.arrivalTime!,
      date: ride.from.departureTime!.slice(0, 10),
      race_id: ride.trip.number,
      provider: ride.trip.carrierName,
    },
    detail: {
      free_places_quantity: free.length,
      is_tariff_auto_selected: false,
      tariffs: tariffs.map(({ id: _id, ...tariff }) => tariff),
      tickets_additional_conditions: `Автобус ${p.busModel}, ${p.seats} мест. Ручная кладь до 10 кг бесплатно, багаж в багажном отделении — ${formatRubles(p.baggagePrice)} за место. Детский тариф — для детей до 12 лет; ребёнок до 6 лет без отдельного места едет бесплатно на руках у взрослого.`,
      is_place_selection_possible: p.placeSelection,
      places: p.placeSelection ? free.map((s) => s.seat) : [],
      places_quantity: p.seats,
      tariff_names: tariffs.map((t) => t.bus_tariff_name),
      tariff_ids: tariffs.map((t) => t.id),
      bus_route: { race_name: ride.trip.name ?? ride.trip.number, routes: routeScheme(ride.stops) },
      passengers_price: passengersPrice('BUS', counts, [fare]),
    },
  };
}
