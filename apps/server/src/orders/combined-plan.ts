import { AppError, NON_FIELD_ERRORS } from '@peresadka/contracts/errors';
import {
  ageOn,
  categoryAgeProblem,
  categoryForAge,
  fareRules,
} from '@peresadka/contracts/fare-rules';
import type { PassengerCategory } from '@peresadka/contracts/enums';
import type {
  AviaOrderRequest,
  BusOrderRequest,
  CombinedOrderRequest,
  TrainOrderRequest,
} from '@peresadka/contracts/orders';
import {
  ZCombinedLegChoice,
  type CombinedLegChoice,
  type CombinedPassenger,
} from '@peresadka/contracts/passenger';
import type { LoadedRide } from '../rides/ride-lookup.ts';
import { routeIdOf } from '../rides/route-id.ts';
import type { RideCars } from '../suppliers/train-supplier.ts';
import { planAviaOrder, planBusOrder, planTrainOrder, type OrderPlan } from './order-plan.ts';
import { passengerField, Problems } from './problems.ts';

const MODE_NAMES = { PLANE: 'рейс', TRAIN: 'поезд', BUS: 'автобус' } as const;

/** «Участок 2, поезд 012А Москва — Казань»: how every message about one leg names it. */
export function legLabel(ride: LoadedRide, index: number): string {
  const number =
    ride.trip.properties?.mode === 'TRAIN' ? ride.trip.properties.displayNumber : ride.trip.number;
  return `Участок ${index + 1}, ${MODE_NAMES[ride.trip.mode]} ${number} ${ride.from.name} — ${ride.to.name}`;
}

const localDate = (ride: LoadedRide) => ride.from.departureTime!.slice(0, 10);

const NO_LEG_CHOICE: CombinedLegChoice = ZCombinedLegChoice.parse({});

/**
 * A combined trip as one plan: each leg is checked by its own mode's planner (the very rules of
 * a single-mode order, with the passengers typed once), and the legs' plans are joined. Each leg
 * applies its carrier's categories by age on its day; a child on a lap stays on the lap.
 */
export async function planCombinedOrder(
  request: CombinedOrderRequest,
  rides: LoadedRide[],
  /** What a train leg's seller offers on it now. */
  trainOnSale: (ride: LoadedRide) => Promise<RideCars>,
): Promise<OrderPlan> {
  const problems = new Problems();
  if (rides.length < 2) problems.add('route_id', 'В поездке с пересадками не меньше двух участков');
  const first = rides[0]!;
  request.passengers.forEach((p, i) => {
    // The form asks the airlines' categories, the widest: they must fit the age on the way out.
    const problem = categoryAgeProblem('PLANE', p.category, ageOn(p.birthday, localDate(first)));
    if (problem) problems.add(passengerField(i, 'category'), `${problem} — пассажир ${i + 1}`);
  });
  if (request.fare_codes.length > rides.length) {
    problems.add('fare_codes', 'Тарифы указаны для участков, которых в поездке нет');
  }
  const plans: OrderPlan[] = [];
  for (const [k, ride] of rides.entries()) {
    const categories = request.passengers.map((p) => legCategory(ride, p));
    const choices = request.passengers.map((p) => p.legs[k] ?? NO_LEG_CHOICE);
    const fareCode = request.fare_codes[k] ?? undefined;
    if (fareCode !== undefined && ride.trip.mode !== 'PLANE') {
      problems.add(
        `fare_codes.${k}`,
        `${legLabel(ride, k)}: тариф выбирается только на участке самолётом`,
      );
    }
    try {
      plans.push(
        await planLeg(request, ride, k, categories, choices, fareCode, problems, trainOnSale),
      );
    } catch (error) {
      if (!(error instanceof AppError) || !error.fieldErrors) throw error;
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        for (const message of messages) {
          problems.add(legField(field, k), `${legLabel(ride, k)}: ${message}`);
        }
      }
    }
  }
  problems.check();
  return {
    mode: first.trip.mode,
    transportType: 'combined',
    routeId: routeIdOf(rides.map((r) => r.key)),
    serviceClass: request.service_class,
    contacts: request.contacts,
    passengers: plans[0]!.passengers.map((p, i) => ({
      ...p,
      category: request.passengers[i]!.category,
    })),
    rides: plans.flatMap((p) => p.rides),
    fareCodes: plans.flatMap((p) => p.fareCodes ?? p.rides.map(() => undefined)),
    wishes: plans.flatMap((p) => p.wishes),
    choices: plans.flatMap((p) => p.choices),
    categories: plans.map((p) => p.passengers.map((x) => x.category)),
  };
}

/**
 * A leg's field as the combined form has it: `passengers.0.car_type` →
 * `passengers.0.legs.1.car_type`, a flight's `fare_code` → `fare_codes.1`.
 */
function legField(field: string, leg: number): string {
  const passenger = /^passengers\.(\d+)\.(.+)$/.exec(field);
  if (passenger) return `passengers.${passenger[1]}.legs.${leg}.${passenger[2]}`;
  if (field === 'fare_code') return `fare_codes.${leg}`;
  return field === NON_FIELD_ERRORS || field === 'passengers' ? field : 'route_id';
}

function legCategory(ride: LoadedRide, p: CombinedPassenger): PassengerCategory {
  if (p.category === 'BabyWithoutPlace') return 'BabyWithoutPlace';
  return categoryForAge(ride.trip.mode, ageOn(p.birthday, localDate(ride)));
}

const personOf = (p: CombinedPassenger) => ({
  passenger_id: p.passenger_id,
  last_name: p.last_name,
  first_name: p.first_name,
  middle_name: p.middle_name,
  sex: p.sex,
  birthday: p.birthday,
  document_type: p.document_type,
  document_number: p.document_number,
  document_valid_till: p.document_valid_till,
  citizenship: p.citizenship,
});

/** The single-mode request this leg would be, put to that mode's planner. */
async function planLeg(
  request: CombinedOrderRequest,
  ride: LoadedRide,
  leg: number,
  categories: PassengerCategory[],
  choices: CombinedLegChoice[],
  /** The family a plane leg is bought at; the cheapest of the cabin without. */
  fareCode: string | undefined,
  problems: Problems,
  trainOnSale: (ride: LoadedRide) => Promise<RideCars>,
): Promise<OrderPlan> {
  const routeId = routeIdOf([ride.key]);
  const { contacts } = request;
  const vehicle = ride.trip.properties;
  switch (vehicle?.mode) {
    case 'TRAIN': {
      const onSale = await trainOnSale(ride);
      const passengers: TrainOrderRequest['passengers'] = [];
      // A child on a lap rides in its adult's car: no type of its own to ask.
      const adultsType = choices.find((c) => c.car_type !== null)?.car_type ?? null;
      request.passengers.forEach((p, i) => {
        const choice = choices[i]!;
        const onLap = fareRules.TRAIN[categories[i]!]?.onLap ?? false;
        const carType = choice.car_type ?? (onLap ? adultsType : null);
        if (carType === null) {
          problems.add(
            passengerField(i, `legs.${leg}.car_type`),
            `${legLabel(ride, leg)}: укажите тип вагона для пассажира - ${i + 1}`,
          );
          return;
        }
        const place = choice.place === null || onLap ? null : Number(choice.place);
        if (place !== null && !(Number.isInteger(place) && place > 0)) {
          problems.add(
            passengerField(i, `legs.${leg}.place`),
            `${legLabel(ride, leg)}: место в вагоне — номер, например 12`,
          );
        }
        passengers.push({
          ...personOf(p),
          passenger_category: categories[
            i
          ] as TrainOrderRequest['passengers'][number]['passenger_category'],
          car_type: carType,
          car_number: choice.car_number,
          from_place_number: place !== null && Number.isInteger(place) && place > 0 ? place : null,
          to_place_number: null,
          service_class: null,
          international_service_class: null,
          bedding: choice.bedding,
          related_blank_number: null,
          transit_document: choice.transit_document,
          set_electronic_registration: onSale.train.hasElectronicRegistration,
          rzd_bonus_card: null,
          universal_bonus_card: null,
          preferred_tariff: null,
        });
      });
      // Missing car types are told with the other legs' problems; nothing to plan without them.
      if (passengers.length < request.passengers.length) problems.check();
      return planTrainOrder(
        {
          route_id: routeId,
          passengers,
          contacts,
          origin_code: String(ride.key.fromStationId),
          destination_code: String(ride.key.toStationId),
          departure_date: localDate(ride),
          train_number: vehicle.displayNumber,
          provider: ride.trip.carrierName,
        },
        ride,
        onSale,
      );
    }
    case 'BUS': {
      const body: BusOrderRequest = {
        route_id: routeId,
        passengers: request.passengers.map((p, i) => ({
          ...personOf(p),
          place_number: categories[i] === 'BabyWithoutPlace' ? null : choices[i]!.place,
          tariff: categories[i]!,
          tariff_id: null,
        })),
        contacts,
        departure_date: localDate(ride),
        race_id: ride.trip.number,
        provider: ride.trip.carrierName,
      };
      return planBusOrder(body, ride);
    }
    case 'PLANE': {
      const count = (category: PassengerCategory) =>
        categories.filter((c) => c === category).length;
      const body: AviaOrderRequest = {
        adult_quantity: count('Adult'),
        child_quantity: count('Child'),
        baby_with_place_quantity: count('BabyWithPlace'),
        baby_without_place_quantity: count('BabyWithoutPlace'),
        passengers: request.passengers.map((p, i) => {
          const place = choices[i]!.place;
          const seat = /^(\d{1,2})([A-Z])$/.exec(place ?? '');
          if (place !== null && !seat) {
            problems.add(
              passengerField(i, `legs.${leg}.place`),
              `${legLabel(ride, leg)}: место в самолёте — ряд и буква, например 12A`,
            );
          }
          return {
            ...personOf(p),
            category: categories[i]!,
            passenger_type_id: categories[i]!,
            additional_services: [],
            pnr: null,
            adult_surname: null,
            places: seat
              ? [
                  {
                    flight_id: routeId,
                    place_row: Number(seat[1]),
                    place_number: seat[2]!,
                    place_code: seat[0],
                  },
                ]
              : [],
          };
        }),
        contacts,
        flights: [routeId],
        gds: 'peresadka',
        pricing_gds: 'peresadka',
        service_class: request.service_class,
        ...(fareCode === undefined ? {} : { fare_code: fareCode }),
      };
      // A child's accompanying adult must be in this very order: no other booking counts.
      return planAviaOrder(body, [ride], routeId, () => Promise.resolve(false));
    }
    default:
      throw new AppError('not_found', 'Ride has no vehicle', {
        userMessage: `${legLabel(ride, leg)}: этот рейс больше не продаётся. Повторите поиск.`,
      });
  }
}
