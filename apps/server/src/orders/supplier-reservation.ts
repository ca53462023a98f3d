import type { TrainPassengerCategory } from '@peresadka/contracts/enums';
import { ZPassengerCarType } from '@peresadka/contracts/trip-properties';
import { countryCodeOf } from '../suggest/countries.ts';
import { supplierRideOf } from '../suppliers/supplier-ride.ts';
import type {
  ReserveGroup,
  ReservePassenger,
  ReserveRequest,
} from '../suppliers/train-supplier.ts';
import type { OrderPlan, PlaceWish } from './order-plan.ts';

/** A carrier's reservation item holds at most this many places (IM's error 326). */
const PLACES_PER_ITEM = 4;

/** Our reference of a supplier's item: the order's, the ride's position and the group's. */
export const itemReference = (orderReference: string, ride: number, group: number) =>
  `${orderReference}-${ride}-${group}`;

/** The ride's position a reference of `itemReference` names. */
export const rideOfReference = (reference: string): number =>
  Number(/-(\d+)-\d+$/.exec(reference)?.[1] ?? Number.NaN);

/** A name part the form fills with a dash when there is none is no name to the carrier. */
const nameOrNull = (name: string) => (/^[-–—]$/.test(name.trim()) ? null : name);

/**
 * A checked train order as the supplier's reservation: every traveller once, and per ride the
 * travellers in groups of one car each — those asking for the same car, class of car, bedding
 * and range of places together (a carrier seats an item's travellers side by side), one who
 * named a place alone, a child on a lap with the first adult; a group at most four places.
 */
export function reserveRequestOf(
  plan: OrderPlan,
  orderReference: string,
  rides: readonly number[],
): ReserveRequest {
  const passengers = plan.passengers.map((p, i): ReservePassenger => ({
    index: i + 1,
    category: (plan.categories?.[rides[0]!]?.[i] ?? p.category) as TrainPassengerCategory,
    lastName: p.person.last_name,
    firstName: p.person.first_name,
    middleName: nameOrNull(p.person.middle_name),
    sex: p.person.sex as ReservePassenger['sex'],
    birthday: p.person.birthday,
    documentType: p.person.document_type as ReservePassenger['documentType'],
    documentNumber: p.person.document_number.replace(/\s+/g, ''),
    documentValidTill: p.person.document_valid_till,
    citizenship: countryCodeOf(p.person.citizenship) ?? 'RU',
    preferredTariff: null,
  }));
  const groups = rides.flatMap((r) => groupsOfRide(plan, r, orderReference));
  return {
    contacts: { phone: plan.contacts.contact_phone, email: plan.contacts.contact_email },
    passengers,
    groups,
  };
}

function groupsOfRide(plan: OrderPlan, r: number, orderReference: string): ReserveGroup[] {
  const choices = plan.choices[r]!;
  const keyOf = (w: PlaceWish) => {
    const choice = choices[w.passenger]!;
    const extras =
      choice.mode === 'TRAIN' ? `${choice.bedding}|${choice.electronicRegistration}` : '';
    return w.seat !== undefined
      ? `seat ${w.passenger}`
      : `${w.carType}|${w.carNumber ?? ''}|${w.range?.from ?? ''}-${w.range?.to ?? ''}|${extras}`;
  };
  const byKey = new Map<string, PlaceWish[]>();
  for (const wish of plan.wishes[r]!) {
    const key = keyOf(wish);
    byKey.set(key, [...(byKey.get(key) ?? []), wish]);
  }
  const chunks = [...byKey.values()].flatMap((wishes) =>
    Array.from({ length: Math.ceil(wishes.length / PLACES_PER_ITEM) }, (_, k) =>
      wishes.slice(k * PLACES_PER_ITEM, (k + 1) * PLACES_PER_ITEM),
    ),
  );
  const laps = plan.passengers.flatMap((p, i) => (p.onLap ? [i] : []));
  return chunks.map((wishes, g): ReserveGroup => {
    const first = wishes[0]!;
    const choice = choices[first.passenger]!;
    const passengers = wishes.map((w) => w.passenger);
    // Children on laps ride with the first group that has an adult, in that adult's car.
    const hasAdult = passengers.some((p) => plan.passengers[p]!.category === 'Adult');
    const firstWithAdult = chunks.findIndex((c) =>
      c.some((w) => plan.passengers[w.passenger]!.category === 'Adult'),
    );
    const riders = hasAdult && g === firstWithAdult ? [...passengers, ...laps] : passengers;
    const place = first.seat === undefined ? null : Number(first.seat);
    return {
      reference: itemReference(orderReference, r, g),
      ride: supplierRideOf(plan.rides[r]!),
      carType: ZPassengerCarType.parse(first.carType),
      carNumber: first.carNumber ?? null,
      places: place !== null ? { from: place, to: place } : (first.range ?? null),
      lowerBerths: wishes.filter((w) => w.lower).length,
      serviceClass: null,
      bedding: choice.mode === 'TRAIN' ? choice.bedding : null,
      electronicRegistration: choice.mode === 'TRAIN' && choice.electronicRegistration,
      passengers: riders.map((p) => p + 1),
    };
  });
}
