import type { BusDetailResponse } from '@peresadka/contracts/detail';
import type { Db } from '../infra/db/database.ts';
import { freeSeats } from '../inventory/seat-inventory.ts';
import { serviceFee } from '../pricing/service-fee.ts';
import { cheapestFare } from '../pricing/trip-fares.ts';
import { rideNotFound, segmentOf, type LoadedRide } from './ride-lookup.ts';
import { routeScheme } from './route-scheme.ts';

/** SPEC §2 bus detail: free places, tariffs with our charge, the route scheme. */
export async function busDetail(db: Db, ride: LoadedRide, now: Date): Promise<BusDetailResponse> {
  const p = ride.trip.properties;
  if (p?.mode !== 'BUS') throw rideNotFound();
  const full = cheapestFare(ride.trip, ride.km, 'Economic')!;
  const child = Math.round((full * (100 - p.childDiscountPercent)) / 100 / 100) * 100;
  const tariffs = [
    { id: 'full', name: 'Полный', type: 'Взрослый', price: full },
    { id: 'child', name: 'Детский', type: 'Детский (до 12 лет)', price: child },
    { id: 'baggage', name: 'Багажный', type: 'Багаж', price: p.baggagePrice },
  ];
  const free = await freeSeats(db, ride.trip, segmentOf(ride), now);
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
      tariffs: tariffs.map((t) => {
        const charge = serviceFee('BUS', t.price);
        return {
          bus_tariff_name: t.name,
          bus_tariff_type: t.type,
          bus_tariff_price: t.price,
          service_charge: charge,
          total_price: t.price + charge,
        };
      }),
      tickets_additional_conditions: `Автобус ${p.busModel}, ${p.seats} мест. Ручная кладь до 10 кг бесплатно, багаж — по багажному тарифу. Детский тариф — для детей до 12 лет.`,
      is_place_selection_possible: p.placeSelection,
      places: p.placeSelection ? free.map((s) => s.seat) : [],
      tariff_names: tariffs.map((t) => t.name),
      tariff_ids: tariffs.map((t) => t.id),
      bus_route: { race_name: ride.trip.name ?? ride.trip.number, routes: routeScheme(ride.stops) },
    },
  };
}
