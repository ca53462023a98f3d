import {
  flightsOf,
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
} from '../../../../features/rides/api/ride-detail.ts';
import { whenValid } from '@peresadka/contracts/checks';
import type { AviaDetailResponse, CarInfo, TrainDetailResponse } from '@peresadka/contracts/detail';
import {
  ZCarType,
  ZPassengerCategory,
  type CarType,
  type ServiceClass,
  type Sex,
} from '@peresadka/contracts/enums';
import {
  combinedOrderRequestSchema,
  type aviaOrderRequestSchema,
  type busOrderRequestSchema,
  type trainOrderRequestSchema,
} from '@peresadka/contracts/orders';
import { ZCombinedLegChoice, type CombinedLegChoice } from '@peresadka/contracts/passenger';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { CombinedRoute, Leg } from '@peresadka/contracts/search-results';
import { z } from 'zod';
import type { LegDetail } from '../../../../components/trip/leg-details.ts';
import type { ChosenTrip } from '../../../../state/chosen-trip.ts';
import type {
  AviaDraft,
  BusDraft,
  CombinedDraft,
  CombinedLegDraft,
  PersonDraft,
  TrainDraft,
} from './form-model.ts';

/**
 * What the form sends for the contracts' schema to check. A choice not made travels as
 * undefined, so the schema answers with its own «Укажите …» message for that passenger.
 */
type Unchecked<Body extends { passengers: object[] }, Open extends string> = Omit<
  Body,
  'passengers'
> & {
  passengers: (Omit<Body['passengers'][number], Open> & {
    [Key in Open & keyof Body['passengers'][number]]: Body['passengers'][number][Key] | undefined;
  })[];
};

export type TrainOrderCandidate = Unchecked<
  z.input<ReturnType<typeof trainOrderRequestSchema>>,
  'sex' | 'car_type'
>;
export type BusOrderCandidate = Unchecked<z.input<ReturnType<typeof busOrderRequestSchema>>, 'sex'>;
export type AviaOrderCandidate = Unchecked<
  z.input<ReturnType<typeof aviaOrderRequestSchema>>,
  'sex'
>;

export type CombinedOrderCandidate = Unchecked<
  z.input<ReturnType<typeof combinedOrderRequestSchema>>,
  'sex'
>;

const chosen = <Value extends string>(value: Value | ''): Value | undefined => value || undefined;

/** Bedding in the fare comes with the place; bedding sold apart only when the traveller took it. */
const takesBedding = (car: CarInfo, wanted: boolean): boolean =>
  car.is_bedding_included || (car.is_bedding_selection_possible && wanted);

/** Fields every mode sends for a passenger; `passenger_id` counts from 1 in form order. */
function personBody(person: PersonDraft, index: number) {
  return {
    passenger_id: index + 1,
    last_name: person.last_name,
    first_name: person.first_name,
    middle_name: person.middle_name,
    sex: chosen<Sex>(person.sex),
    birthday: person.birthday,
    citizenship: person.citizenship,
    document_type: person.document_type,
    document_number: person.document_number,
    // Only a Russian foreign passport has a date the form asks for.
    document_valid_till:
      person.document_type === 'RussianForeignPassport' ? person.document_valid_till : null,
  };
}

export function carOf(
  detail: TrainDetailResponse,
  carType: CarType | '',
  carNumber: string,
): CarInfo | undefined {
  return detail.detail.car_info.find(
    (car) => car.car_type === carType && car.car_number === carNumber,
  );
}

/**
 * Whether a car type of the train (any, before one is chosen) carries its travellers through
 * another country: they then name their transit document.
 */
export const crossesBorder = (detail: TrainDetailResponse, carType: CarType | ''): boolean =>
  detail.detail.car_info.some(
    (car) => (carType === '' || car.car_type === carType) && car.is_transit_document_required,
  );

export function trainOrderBody(
  draft: TrainDraft,
  leg: TrainLeg,
  detail: TrainDetailResponse,
): TrainOrderCandidate {
  return {
    route_id: leg.route_id,
    origin_code: leg.origin_code,
    destination_code: leg.destination_code,
    departure_date: leg.date,
    train_number: leg.train_number,
    provider: leg.provider,
    contacts: draft.contacts,
    passengers: draft.passengers.map((p, index) => {
      const car = carOf(detail, p.car_type, p.car_number);
      return {
        ...personBody(p, index),
        passenger_category: p.passenger_category,
        car_type: chosen<CarType>(p.car_type),
        car_number: car?.car_number ?? null,
        // One place is a range of one; none lets the railway seat the passenger.
        from_place_number: car ? p.place : null,
        to_place_number: car ? p.place : null,
        service_class: car?.service_class ?? null,
        international_service_class: car?.international_service_class ?? null,
        bedding: car !== undefined && takesBedding(car, p.bedding),
        related_blank_number: null,
        rzd_bonus_card: p.rzd_bonus_card,
        universal_bonus_card: p.universal_bonus_card,
        preferred_tariff:
          p.passenger_category === 'Adult' ? (chosen(p.preferred_tariff) ?? null) : null,
        transit_document: crossesBorder(detail, p.car_type) ? p.transit_document : null,
        set_electronic_registration:
          detail.common.has_electronic_registration && p.set_electronic_registration,
      };
    }),
  };
}

export function busOrderBody(draft: BusDraft, leg: BusLeg): BusOrderCandidate {
  return {
    route_id: leg.route_id,
    departure_date: leg.date,
    race_id: leg.race_id,
    provider: leg.provider,
    contacts: draft.contacts,
    passengers: draft.passengers.map((p, index) => ({
      ...personBody(p, index),
      place_number: p.tariff === 'BabyWithoutPlace' ? null : p.place_number,
      tariff: p.tariff,
      tariff_id: p.tariff === 'Auto' ? null : p.tariff,
    })),
  };
}

/** '12A' → row 12, seat A, as the booking names a seat. */
export function seatParts(code: string): { row: number; letter: string } | null {
  const match = /^(\d+)([A-Z]+)$/.exec(code);
  return match ? { row: Number(match[1]), letter: match[2]! } : null;
}

/** The extra bag this passenger type can buy on this flight, if the airline sells one. */
export function baggageService(
  detail: AviaDetailResponse,
  flightId: string,
  passengerTypeId: string,
) {
  return detail.detail.additional_service.find(
    (service) =>
      service.code === 'XBAG' &&
      service.passenger_type_id === passengerTypeId &&
      service.flight_ids.includes(flightId),
  );
}

/** The airline's passenger type of a passenger; its category when the detail names none. */
export function passengerTypeOf(
  detail: AviaDetailResponse,
  passenger: { passenger_id: number; category: string },
): string {
  return (
    detail.detail.passenger_types.find((t) => t.passenger_id === passenger.passenger_id)
      ?.passenger_type_id ?? passenger.category
  );
}

export function aviaOrderBody(
  draft: AviaDraft,
  leg: PlaneLeg,
  detail: AviaDetailResponse,
  counts: PassengerCounts,
  serviceClass: ServiceClass,
): AviaOrderCandidate {
  const adultFlies = draft.passengers.some((p) => p.category === 'Adult');
  return {
    ...counts,
    flights: flightsOf(leg).map((flight) => flight.id),
    gds: leg.gds,
    pricing_gds: leg.gds,
    service_class: serviceClass,
    contacts: draft.contacts,
    passengers: draft.passengers.map((p, index) => {
      const passengerType = passengerTypeOf(detail, p);
      return {
        ...personBody(p, index),
        passenger_id: p.passenger_id,
        category: p.category,
        passenger_type_id: passengerType,
        places: Object.entries(p.seats).flatMap(([flightId, code]) => {
          const parts = seatParts(code);
          return parts
            ? [
                {
                  flight_id: flightId,
                  place_row: parts.row,
                  place_number: parts.letter,
                  place_code: code,
                },
              ]
            : [];
        }),
        additional_services: p.baggage.flatMap((flightId) => {
          const service = baggageService(detail, flightId, passengerType);
          return service
            ? [
                {
                  code: service.code,
                  flight_ids: service.flight_ids,
                  service_type: service.service_type,
                },
              ]
            : [];
        }),
        pnr: adultFlies ? null : draft.pnr,
        adult_surname: adultFlies ? null : draft.adult_surname,
      };
    }),
  };
}

const NO_CHOICE: CombinedLegChoice = ZCombinedLegChoice.parse({});

/**
 * One traveller's choice on one leg, as that leg's mode understands it: a car (only one of
 * the train's cars of the type counts) and a place in it, a seat, a bus place where the bus
 * lets one choose. A baby on a lap has no place anywhere.
 */
function legChoiceBody(
  leg: LegDetail,
  choice: CombinedLegDraft | undefined,
  onLap: boolean,
): CombinedLegChoice {
  if (!choice) return NO_CHOICE;
  switch (leg.mode) {
    case 'TRAIN': {
      const car = carOf(leg.detail, choice.car_type, choice.car_number);
      return {
        car_type: chosen<CarType>(choice.car_type) ?? null,
        car_number: car?.car_number ?? null,
        place: car && !onLap ? choice.place : null,
        bedding: !onLap && car !== undefined && takesBedding(car, choice.bedding),
        transit_document: crossesBorder(leg.detail, choice.car_type)
          ? choice.transit_document
          : null,
      };
    }
    case 'PLANE':
      return { ...NO_CHOICE, place: onLap ? null : choice.place };
    case 'BUS':
      return {
        ...NO_CHOICE,
        place: onLap || !leg.detail.detail.is_place_selection_possible ? null : choice.place,
      };
  }
}

/**
 * A combined trip bought whole: each traveller typed once, with a choice for every leg, and the
 * fare family chosen for each plane leg (`fareCodes`, per leg; none: the cabin's cheapest).
 */
export function combinedOrderBody(
  draft: CombinedDraft,
  route: CombinedRoute,
  serviceClass: ServiceClass,
  legs: readonly LegDetail[],
  fareCodes: readonly (string | undefined)[] = [],
  roundTrip?: ChosenTrip['roundTrip'],
): CombinedOrderCandidate {
  return {
    ...(roundTrip
      ? { route_id: roundTrip.there_route_id, return_route_id: roundTrip.back_route_id }
      : { route_id: route.route_id }),
    service_class: serviceClass,
    fare_codes: legs.map((leg, k) => (leg.mode === 'PLANE' ? (fareCodes[k] ?? null) : null)),
    contacts: draft.contacts,
    passengers: draft.passengers.map((p, index) => ({
      ...personBody(p, index),
      category: p.category,
      legs: legs.map((leg, k) => legChoiceBody(leg, p.legs[k], p.category === 'BabyWithoutPlace')),
    })),
  };
}

/** What the car-type rule reads of a combined order. */
const ZCarTypes = z.object({
  passengers: z.array(
    z.object({
      category: ZPassengerCategory,
      legs: z.array(z.object({ car_type: ZCarType.nullable() })),
    }),
  ),
});

/**
 * The combined order's schema with the form's own rule: the contracts let a leg's car type be
 * null (planes and buses have none), while a train leg needs one for every passenger with a
 * place. Said at the field before sending, as the train order says it.
 */
export function combinedOrderSchema(legs: readonly Leg[]) {
  const trains = legs.flatMap((leg, k) => (leg.transport_type === 'TRAIN' ? [k] : []));
  return combinedOrderRequestSchema().superRefine((body, ctx) => {
    body.passengers.forEach((passenger, i) => {
      if (passenger.category === 'BabyWithoutPlace') return;
      for (const k of trains) {
        if (passenger.legs[k]?.car_type) continue;
        ctx.addIssue({
          code: 'custom',
          path: ['passengers', i, 'legs', k, 'car_type'],
          message: `Укажите тип вагона для пассажира - ${i + 1}`,
        });
      }
    });
  }, whenValid(ZCarTypes));
}
