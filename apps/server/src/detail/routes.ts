import { api } from '@peresadka/contracts/api';
import { AppError } from '@peresadka/contracts/errors';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { InventoryService } from '../inventory/inventory-service.ts';
import { segmentOf } from '../inventory/segment.ts';
import { seatChoicePrice } from '../pricing/extras.ts';
import { passengerPrice } from '../pricing/passenger-prices.ts';
import { cabinOf, carFare } from '../pricing/trip-fares.ts';
import type { RidesService } from '../rides/rides-service.ts';
import { aviaDetail } from './avia-detail.ts';
import { aviaSchemaSvg } from './avia-schema-svg.ts';
import { busDetail } from './bus-detail.ts';
import { legsOfRouteIds } from './routes-by-ids.ts';
import { trainDetail } from './train-detail.ts';
import { trainSchemaSvg } from './train-schema-svg.ts';

export function detailRoutes(
  app: ApiApp,
  rides: RidesService,
  inventory: InventoryService,
  now: () => Date,
): void {
  registerCall(app, api.routesByIds, ({ body }) =>
    legsOfRouteIds(rides, body.route_id_array, now()),
  );

  registerCall(app, api.busDetail, async ({ body }) => {
    const at = now();
    return busDetail(inventory, await rides.single(body.route_id, 'BUS', at), body, at);
  });

  registerCall(app, api.trainDetail, async ({ body }) => {
    const at = now();
    return trainDetail(inventory, await rides.single(body.route_id, 'TRAIN', at), body, at);
  });

  registerCall(app, api.aviaDetail, async ({ body }) => {
    const at = now();
    const flights = await Promise.all(body.flights.map((id) => rides.single(id, 'PLANE', at)));
    const zones = await rides.airportZones(
      flights.flatMap((f) =>
        f.trip.properties?.mode === 'PLANE'
          ? f.trip.properties.technicalLandings.map((t) => t.stationCode)
          : [],
      ),
    );
    return aviaDetail(inventory, flights, body, zones, at);
  });

  registerCall(app, api.trainSchema, async ({ body }) => {
    let taken = new Set<string>();
    let price: number | null = null;
    if (body.route_id && body.car_number) {
      const at = now();
      const ride = await rides.single(body.route_id, 'TRAIN', at);
      const car =
        ride.trip.properties?.mode === 'TRAIN'
          ? ride.trip.properties.cars.find((c) => c.number === body.car_number)
          : undefined;
      if (!car) throw unknownCar();
      taken = await inventory.takenIn(segmentOf(ride), car.number, at);
      price = passengerPrice('TRAIN', 'Adult', carFare(car, ride.km)).total;
    }
    const svg = trainSchemaSvg(body.schema_id, body.schema_type, taken, price);
    if (svg === null) throw unknownCar();
    return { train_schema: svg };
  });

  registerCall(app, api.aviaSchema, async ({ body }) => {
    const at = now();
    const ride = body.flight_id ? await rides.single(body.flight_id, 'PLANE', at) : null;
    const rows =
      ride?.trip.properties?.mode === 'PLANE'
        ? ride.trip.properties.seatMap
        : await rides.aircraftSeatMap(body.aircraft_seat_scheme_id);
    if (!rows || rows.length === 0) {
      return { avia_schema: '', errors: ['Схема салона для этого самолёта недоступна'] };
    }
    const taken = ride ? await inventory.takenIn(segmentOf(ride), 0, at) : new Set<string>();
    const svg = aviaSchemaSvg(rows, taken, {
      ...(body.service_class ? { cabin: cabinOf(body.service_class) } : {}),
      ...(ride ? { priceOf: seatChoicePrice } : {}),
    });
    return { avia_schema: svg, errors: [] };
  });
}

const unknownCar = () =>
  new AppError('not_found', 'Unknown train schema or car', {
    userMessage: 'Схема вагона недоступна для отображения',
  });
