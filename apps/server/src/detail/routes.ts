import { api } from '@peresadka/contracts/api';
import { AppError } from '@peresadka/contracts/errors';
import { sql } from 'drizzle-orm';
import type { Mode } from '@peresadka/engine/timetable/source';
import type { SeatMapRow } from '@peresadka/geo/demo-timetable/demo-feed';
import type { Db } from '../infra/db/database.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import { takenSeats } from '../inventory/seat-inventory.ts';
import { ridesOf } from '../search/route-id.ts';
import { rowsOf } from '../timetable/timetable-writer.ts';
import { aviaDetail } from './avia-detail.ts';
import { aviaSchemaSvg } from './avia-schema-svg.ts';
import { busDetail } from './bus-detail.ts';
import { legsOfRouteIds } from './routes-by-ids.ts';
import { loadRide, rideNotFound, segmentOf, type LoadedRide } from './ride-lookup.ts';
import { trainDetail } from './train-detail.ts';
import { trainSchemaSvg } from './train-schema-svg.ts';

/**
 * The one ride a result or a flight names, in the mode the call is about (a car plan for a bus
 * or a cabin for a train is not something we showed); anything else is not a ride we issued.
 */
async function singleRide(db: Db, routeId: string, mode: Mode, now: Date): Promise<LoadedRide> {
  const keys = ridesOf(routeId);
  if (keys?.length !== 1) throw rideNotFound();
  const ride = await loadRide(db, keys[0]!, now);
  if (ride.trip.mode !== mode) throw rideNotFound();
  return ride;
}

export function detailRoutes(app: ApiApp, db: Db, now: () => Date): void {
  registerCall(app, api.routesByIds, ({ body }) => legsOfRouteIds(db, body.route_id_array, now()));

  registerCall(app, api.busDetail, async ({ body }) => {
    const at = now();
    return busDetail(db, await singleRide(db, body.route_id, 'BUS', at), at);
  });

  registerCall(app, api.trainDetail, async ({ body }) => {
    const at = now();
    return trainDetail(db, await singleRide(db, body.route_id, 'TRAIN', at), at);
  });

  registerCall(app, api.aviaDetail, async ({ body }) => {
    const at = now();
    const rides = await Promise.all(body.flights.map((id) => singleRide(db, id, 'PLANE', at)));
    return aviaDetail(db, rides, body, at);
  });

  registerCall(app, api.trainSchema, async ({ body }) => {
    let taken = new Set<string>();
    if (body.route_id && body.car_number) {
      const at = now();
      const ride = await singleRide(db, body.route_id, 'TRAIN', at);
      const car = body.car_number;
      taken = new Set(
        [...(await takenSeats(db, segmentOf(ride), at))]
          .filter((key) => key.startsWith(`${car}:`))
          .map((key) => key.slice(key.indexOf(':') + 1)),
      );
    }
    const svg = trainSchemaSvg(body.schema_id, body.schema_type, taken);
    if (svg === null) {
      throw new AppError('not_found', 'Unknown train schema', {
        userMessage: 'Схема вагона недоступна для отображения',
      });
    }
    return { train_schema: svg };
  });

  registerCall(app, api.aviaSchema, async ({ body }) => {
    const at = now();
    const ride = body.flight_id ? await singleRide(db, body.flight_id, 'PLANE', at) : null;
    const rows =
      ride?.trip.properties?.mode === 'PLANE'
        ? ride.trip.properties.seatMap
        : await seatMapOf(db, body.aircraft_seat_scheme_id);
    if (!rows || rows.length === 0) {
      return { avia_schema: '', errors: ['Схема салона для этого самолёта недоступна'] };
    }
    const taken = ride
      ? new Set([...(await takenSeats(db, segmentOf(ride), at))].map((k) => k.slice(2)))
      : new Set<string>();
    return { avia_schema: aviaSchemaSvg(rows, taken), errors: [] };
  });
}

/** Any flight's cabin plan for an aircraft type: the plan belongs to the type, not the flight. */
async function seatMapOf(db: Db, aircraftCode: string): Promise<SeatMapRow[] | null> {
  const result = await db.execute(sql`
    select properties->'seatMap' as seat_map from trips
    where mode = 'PLANE' and properties->>'aircraftCode' = ${aircraftCode} limit 1`);
  return rowsOf<{ seat_map: SeatMapRow[] }>(result)[0]?.seat_map ?? null;
}
