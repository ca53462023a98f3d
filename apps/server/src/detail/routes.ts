import { api } from '@peresadka/contracts/api';
import { AppError } from '@peresadka/contracts/errors';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { segmentOf } from '../suppliers/local/segment.ts';
import { supplierRideOf } from '../suppliers/supplier-ride.ts';
import type { TrainSupplier } from '../suppliers/train-supplier.ts';
import { seatChoicePrice } from '../pricing/extras.ts';
import { passengerPrice } from '../pricing/passenger-prices.ts';
import { cabinOf } from '../pricing/trip-fares.ts';
import type { RidesService } from '../rides/rides-service.ts';
import { aviaDetail } from './avia-detail.ts';
import { aviaSchemaSvg } from './avia-schema-svg.ts';
import { busDetail } from './bus-detail.ts';
import { carPlanSvg } from './car-plan-svg.ts';
import { legsOfRouteIds } from './routes-by-ids.ts';
import { trainDetail } from './train-detail.ts';

export function detailRoutes(
  app: ApiApp,
  rides: RidesService,
  inventory: InventoryService,
  trains: TrainSupplier,
  now: () => Date,
): void {
  registerCall(app, api.routesByIds, ({ body }) =>
    legsOfRouteIds(rides, trains, body.route_id_array, now()),
  );

  registerCall(app, api.busDetail, async ({ body }) => {
    const at = now();
    return busDetail(inventory, await rides.single(body.route_id, 'BUS', at), body, at);
  });

  registerCall(app, api.trainDetail, async ({ body }) => {
    const ride = await rides.single(body.route_id, 'TRAIN', now());
    const asked = supplierRideOf(ride);
    const [cars, line] = await Promise.all([trains.cars(asked), trains.route(asked)]);
    return trainDetail(ride, cars, line, body);
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
    // A plan of a ride's car: the ride first, as every call naming one checks it.
    const ride = body.route_id ? await rides.single(body.route_id, 'TRAIN', now()) : null;
    const plan = await trains.plan(body.schema_id, body.schema_type);
    if (!plan) throw unknownCar();
    if (!ride || !body.car_number) {
      return { train_schema: carPlanSvg(plan, body.schema_type, () => true) };
    }
    const car = (await trains.cars(supplierRideOf(ride))).cars.find(
      (c) => c.number === body.car_number && c.schemaId === body.schema_id,
    );
    if (!car) throw unknownCar();
    const free = new Set(car.freePlaces);
    const price = passengerPrice('TRAIN', 'Adult', car.fare).total;
    return { train_schema: carPlanSvg(plan, body.schema_type, (n) => free.has(n), price) };
  });

  registerCall(app, api.aviaSchema, async ({ body }) => {
    const at = now();
    const ride = body.flight_id ? await rides.single(body.flight_id, 'PLANE', at) : null;
    const rows =
      ride?.trip.properties?.mode === 'PLANE'
        ? ride.trip.properties.seatMap
        : await rides.aircraftSeatMap(body.aircraft_seat_scheme_id);
    if (!rows || rows.length === 0) {
      return {
        avia_schema: '',
        legend: [],
        errors: ['Схема салона для этого самолёта недоступна'],
      };
    }
    const taken = ride
      ? await inventory.takenIn(ride.trip.properties, segmentOf(ride), 0, at)
      : new Set<string>();
    const { svg, legend } = aviaSchemaSvg(rows, taken, {
      ...(body.service_class ? { cabin: cabinOf(body.service_class) } : {}),
      ...(ride ? { priceOf: seatChoicePrice } : {}),
    });
    return { avia_schema: svg, legend, errors: [] };
  });
}

const unknownCar = () =>
  new AppError('not_found', 'Unknown train schema or car', {
    userMessage: 'Схема вагона недоступна для отображения',
  });
