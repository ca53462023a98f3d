import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LoadedRide } from '../rides/ride-lookup.ts';
import { RidesService } from '../rides/rides-service.ts';
import { confirmRequest, createRequest } from '../suppliers/im/im-order-requests.ts';
import { supplierRideOf } from '../suppliers/supplier-ride.ts';
import type { ReservePassenger } from '../suppliers/train-supplier.ts';
import type { TestApp } from './test-app.ts';
import { imClientOf } from './train-supplier.ts';

/** Takes places of a plane or a bus ride, always the site's own, as other buyers would. */
export async function occupySeats(
  t: TestApp,
  routeId: string,
  mode: 'PLANE' | 'BUS',
  seats: readonly string[],
): Promise<void> {
  await hold(t, await new RidesService(t.database.db).single(routeId, mode, new Date()), 0, seats);
}

async function hold(t: TestApp, ride: LoadedRide, car: number, seats: readonly string[]) {
  for (const seat of seats) {
    await t.database.db.execute(sql`
      insert into seat_holds (trip_id, service_date, car_number, seat, from_sequence, to_sequence)
      values (${ride.key.tripId}, ${ride.key.serviceDate}, ${car}, ${seat},
              ${ride.from.sequence}, ${ride.to.sequence})`);
  }
}

/** At most this many places per reservation, as a real supplier limits an order. */
const PER_ORDER = 4;

/**
 * Takes places on a train ride as other buyers would, whoever owns them: rows of `seat_holds`
 * for the local supplier, reservations confirmed through the IM protocol for the sandbox —
 * after which the app, like any agent, sees them gone once its kept answers are forgotten.
 */
export async function occupy(
  t: TestApp,
  routeId: string,
  car: number,
  places: readonly number[],
): Promise<void> {
  const ride = await new RidesService(t.database.db).single(routeId, 'TRAIN', new Date());
  if (t.trains.kind === 'local') return hold(t, ride, car, places.map(String));
  const client = imClientOf(t);
  const asked = supplierRideOf(ride);
  const carType = (await t.app.trains.cars(asked)).cars.find((c) => c.number === car)!.type;
  for (let i = 0; i < places.length; i += PER_ORDER) {
    const chunk = places.slice(i, i + PER_ORDER);
    const passengers = chunk.map((_, k): ReservePassenger => ({
      index: k + 1,
      category: 'Adult',
      lastName: 'Попутчиков',
      firstName: 'Пётр',
      middleName: null,
      sex: 'Male',
      birthday: '1980-01-01',
      documentType: 'RussianPassport',
      documentNumber: `46${String(1_000_000 + i + k).padStart(8, '0')}`,
      documentValidTill: null,
      citizenship: 'RU',
      preferredTariff: null,
    }));
    const reserved = await client.call(
      'Order/V1/Reservation/Create',
      createRequest({
        contacts: { phone: '+79000000000', email: 'other-agent@example.com' },
        passengers,
        groups: chunk.map((place, k) => ({
          reference: `other-agent-${randomUUID()}`,
          ride: asked,
          carType,
          carNumber: car,
          places: { from: place, to: place },
          lowerBerths: 0,
          serviceClass: null,
          bedding: null,
          electronicRegistration: false,
          passengers: [k + 1],
        })),
      }),
    );
    await client.call('Order/V1/Reservation/Confirm', confirmRequest(String(reserved.OrderId)));
  }
  await t.app.trains.placesChanged(asked);
}
