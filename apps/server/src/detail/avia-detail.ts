import type { AviaDetailRequest, AviaDetailResponse } from '@peresadka/contracts/detail';
import type { PassengerCategory } from '@peresadka/contracts/enums';
import type { FareFamily, PlaneProperties } from '@peresadka/geo/demo-timetable/demo-feed';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../timetable/timetable-writer.ts';
import { localDateTime } from '../search/local-time.ts';
import { freeSeats } from '../inventory/seat-inventory.ts';
import { serviceFee } from '../pricing/service-fee.ts';
import { routeIdOf } from '../search/route-id.ts';
import { rideNotFound, segmentOf, type LoadedRide } from './ride-lookup.ts';
import { breakdown } from './route-scheme.ts';

/** Share of the adult fare each passenger pays on Russian domestic flights. */
const FARE_SHARE: Record<PassengerCategory, number> = {
  Adult: 1,
  Child: 0.75,
  BabyWithPlace: 0.75,
  BabyWithoutPlace: 0,
};
const EXTRA_BAGGAGE = 2_500_00;
/** Seats near the front cost more to choose; the rest have one price. */
const seatPrice = (row: number, business: boolean) => (business ? 0 : row <= 5 ? 900_00 : 400_00);

const kg = (n: number) => (n > 0 ? `${n} кг` : null);

function fareDescription(f: FareFamily) {
  return {
    baggage: kg(f.baggageKg) ?? 'Без багажа',
    refund: f.refundable
      ? f.refundPenalty > 0
        ? `Возврат со штрафом ${f.refundPenalty / 100} ₽`
        : 'Возврат без штрафа'
      : 'Невозвратный',
    exchange: f.exchangeable
      ? f.exchangeFee > 0
        ? `Обмен со сбором ${f.exchangeFee / 100} ₽`
        : 'Обмен без сбора'
      : 'Без обмена',
    meal: f.meal ? 'Питание включено' : 'Без питания',
    carry_on: kg(f.carryOnKg) ?? 'Без ручной клади',
    flight_type: 'Регулярный рейс',
    additional_info: f.name,
  };
}

type PlaneRide = { ride: LoadedRide; p: PlaneProperties; family: FareFamily; id: string };

/** SPEC §2 plane detail for the flights of one result, priced for the requested passengers. */
export async function aviaDetail(
  db: Db,
  rides: readonly LoadedRide[],
  request: AviaDetailRequest,
  now: Date,
): Promise<AviaDetailResponse> {
  const cabin = request.service_class === 'Business' ? 'Business' : 'Economic';
  const flights: PlaneRide[] = rides.map((ride) => {
    const p = ride.trip.properties;
    if (p?.mode !== 'PLANE') throw rideNotFound();
    const family = p.fareFamilies
      .filter((f) => f.serviceClass === cabin)
      .sort((x, y) => x.price - y.price)[0];
    if (!family) throw rideNotFound();
    return { ride, p, family, id: routeIdOf([ride.key]) };
  });
  const [free, zones] = await Promise.all([
    Promise.all(flights.map((f) => freeSeats(db, f.ride.trip, segmentOf(f.ride), now))),
    airportZones(
      db,
      flights.flatMap((f) => f.p.technicalLandings.map((t) => t.stationCode)),
    ),
  ]);

  const fare = request.passengers.reduce(
    (sum, passenger) =>
      sum +
      flights.reduce((s, f) => s + Math.round(f.family.price * FARE_SHARE[passenger.category]), 0),
    0,
  );
  const charge = flights.reduce(
    (sum, f) => sum + serviceFee('PLANE', f.family.price) * request.passengers.length,
    0,
  );
  const businessRows = (p: PlaneProperties) =>
    new Set(p.seatMap.filter((r) => r.serviceClass === 'Business').map((r) => r.row));

  return {
    common: {
      ...breakdown(fare, charge),
      segments: [
        {
          flights: flights.map(({ ride, p, family, id }) => ({
            id,
            flight_number: ride.trip.number,
            airplane: p.aircraftName,
            origin_name: ride.from.name,
            destination_name: ride.to.name,
            travel_time: ride.minutes,
            departure_time: ride.from.departureTime!,
            arrival_time: ride.to.arrivalTime!,
            fare_description: fareDescription(family),
            technical_landings: p.technicalLandings.map((t) => {
              const start = Date.parse(ride.from.departureTime!) / 60_000;
              const zone = zones.get(t.stationCode) ?? 'Europe/Moscow';
              return {
                location_code: t.stationCode,
                arrival_time: localDateTime(start + t.arrivalOffset, zone),
                departure_time: localDateTime(start + t.departureOffset, zone),
              };
            }),
          })),
        },
      ],
      available_place_quantity: Math.min(...free.map((seats) => seats.length)),
    },
    detail: {
      passenger_types: request.passengers.map((p) => ({
        passenger_id: p.passenger_id,
        passenger_type_id: p.category,
      })),
      additional_service: flights.flatMap(({ id }) =>
        request.passengers
          .filter((p) => p.category !== 'BabyWithoutPlace')
          .map((p) => ({
            ...breakdown(EXTRA_BAGGAGE, serviceFee('PLANE', EXTRA_BAGGAGE)),
            service_type: 'Baggage',
            service_type_name: 'Дополнительное место багажа до 23 кг',
            code: 'XBAG',
            passenger_type_id: p.category,
            flight_ids: [id],
          })),
      ),
      avia_schema: flights.flatMap(({ p, id }, i) => {
        const business = businessRows(p);
        return free[i]!.map((seat) => {
          const row = Number.parseInt(seat.seat, 10);
          return {
            row,
            seat: seat.seat.slice(String(row).length),
            code: seat.seat,
            price: seatPrice(row, business.has(row)),
            flight_ids: [id],
          };
        });
      }),
      flights_ids_with_available_place_selection: flights
        .filter((f) => f.p.seatMap.length > 0)
        .map((f) => f.id),
      flights_schemas_ids: flights.map((f) => ({ flight_id: f.id, schema_id: f.p.aircraftCode })),
    },
  };
}

/** Time zones of airports by IATA code, for the local times of technical landings. */
async function airportZones(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const result = await db.execute(
    sql`select code, time_zone from stations where type = 'Airport' and code = any(${`{${codes.join(',')}}`}::text[])`,
  );
  return new Map(
    rowsOf<{ code: string; time_zone: string }>(result).map((r) => [r.code, r.time_zone]),
  );
}
