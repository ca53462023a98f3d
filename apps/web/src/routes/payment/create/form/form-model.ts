import { searchedPassengers } from '../../../../features/rides/api/ride-detail.ts';
import { RUSSIAN_FEDERATION } from '@peresadka/contracts/constants';
import {
  type CarType,
  ZCarType,
  ZDocumentType,
  ZPassengerCategory,
  ZPreferredTariff,
  ZSex,
  ZTrainPassengerCategory,
  ZTransitDocument,
  type LegTransportType,
  type PassengerCategory,
} from '@peresadka/contracts/enums';
import { categoryForMode } from '@peresadka/contracts/fare-rules';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { z } from 'zod';

/**
 * The order form as the visitor fills it in: text as typed and choices not yet made (''), so
 * a half-filled form can be kept as a draft. The order body is built from it on submit and
 * checked there by the contracts' schema, which has the Russian messages.
 */
const notChosen = z.literal('');

export const ZContactsDraft = z.object({ contact_phone: z.string(), contact_email: z.string() });
export type ContactsDraft = z.infer<typeof ZContactsDraft>;

export const ZPersonDraft = z.object({
  /** Keeps a block's inputs with their passenger when an earlier passenger is removed. */
  key: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  sex: ZSex.or(notChosen),
  birthday: z.string(),
  citizenship: z.string(),
  document_type: ZDocumentType,
  document_number: z.string(),
  document_valid_till: z.string(),
});
export type PersonDraft = z.infer<typeof ZPersonDraft>;

export const ZTrainPassengerDraft = ZPersonDraft.extend({
  passenger_category: ZTrainPassengerCategory,
  car_type: ZCarType.or(notChosen),
  /** As the detail names the car: "05". */
  car_number: z.string(),
  /** Null lets the railway seat the passenger. */
  place: z.number().int().positive().nullable(),
  bedding: z.boolean(),
  set_electronic_registration: z.boolean(),
  rzd_bonus_card: z.string(),
  universal_bonus_card: z.string(),
  preferred_tariff: ZPreferredTariff.or(notChosen),
  transit_document: ZTransitDocument,
});
export type TrainPassengerDraft = z.infer<typeof ZTrainPassengerDraft>;

export const ZBusPassengerDraft = ZPersonDraft.extend({
  /** A tariff id of the detail (they are the categories), or 'Auto' for the carrier's choice. */
  tariff: z.string(),
  place_number: z.string().nullable(),
});
export type BusPassengerDraft = z.infer<typeof ZBusPassengerDraft>;

export const ZAviaPassengerDraft = ZPersonDraft.extend({
  /** The number the avia detail priced this passenger under. */
  passenger_id: z.number().int().positive(),
  category: ZPassengerCategory,
  /** Flight id → seat code ('12A'). */
  seats: z.record(z.string(), z.string()),
  /** Flights with an extra bag. */
  baggage: z.array(z.string()),
});
export type AviaPassengerDraft = z.infer<typeof ZAviaPassengerDraft>;

/**
 * A trip's traveller on one leg: a train's car type, car and place, a plane's seat, a bus's
 * place. Whatever is left empty the server gives out, next to the traveller's companions.
 */
export const ZCombinedLegDraft = z.object({
  car_type: ZCarType.or(notChosen),
  car_number: z.string(),
  /** '12' in a car or a bus, '12A' on a plane. */
  place: z.string().nullable(),
  bedding: z.boolean(),
  /** A draft kept from before the field existed has none: none chosen. */
  transit_document: ZTransitDocument.default('NoValue'),
});
export type CombinedLegDraft = z.infer<typeof ZCombinedLegDraft>;

/** A traveller of a combined trip, typed once; the category in the airlines' terms. */
export const ZCombinedPassengerDraft = ZPersonDraft.extend({
  category: ZPassengerCategory,
  /** One per leg, in travelling order. */
  legs: z.array(ZCombinedLegDraft),
});
export type CombinedPassengerDraft = z.infer<typeof ZCombinedPassengerDraft>;

const draftOf = <Passenger extends z.ZodType>(passenger: Passenger) =>
  z.object({ contacts: ZContactsDraft, passengers: z.array(passenger).min(1) });

export const ZTrainDraft = draftOf(ZTrainPassengerDraft);
export const ZBusDraft = draftOf(ZBusPassengerDraft);
/** PNR and surname of an adult's booking: asked once, when no adult flies in this order. */
export const ZAviaDraft = draftOf(ZAviaPassengerDraft).extend({
  pnr: z.string(),
  adult_surname: z.string(),
});
export type TrainDraft = z.infer<typeof ZTrainDraft>;
export type BusDraft = z.infer<typeof ZBusDraft>;
export type AviaDraft = z.infer<typeof ZAviaDraft>;
export const ZCombinedDraft = draftOf(ZCombinedPassengerDraft);
export type CombinedDraft = z.infer<typeof ZCombinedDraft>;
export type OrderDraft = TrainDraft | BusDraft | AviaDraft | CombinedDraft;

export const blankContacts = (): ContactsDraft => ({ contact_phone: '', contact_email: '' });

/** A new passenger: children usually travel on a birth certificate. */
export function blankPerson(category: PassengerCategory): PersonDraft {
  return {
    key: crypto.randomUUID(),
    last_name: '',
    first_name: '',
    middle_name: '',
    sex: '',
    birthday: '',
    citizenship: RUSSIAN_FEDERATION,
    document_type: category === 'Adult' ? 'RussianPassport' : 'BirthCertificate',
    document_number: '',
    document_valid_till: '',
  };
}

/** The search's passengers in this mode's categories: a baby with a place rides as a child. */
export function categoriesFor(
  mode: LegTransportType,
  counts: PassengerCounts,
): PassengerCategory[] {
  return searchedPassengers(counts).map(({ category }) => categoryForMode(mode, category));
}

export function trainPassenger(category: PassengerCategory): TrainPassengerDraft {
  return {
    ...blankPerson(category),
    passenger_category: category === 'BabyWithPlace' ? 'Child' : category,
    car_type: '',
    car_number: '',
    place: null,
    bedding: false,
    set_electronic_registration: true,
    rzd_bonus_card: '',
    universal_bonus_card: '',
    preferred_tariff: '',
    transit_document: 'NoValue',
  };
}

/** `tariffIds` are the ride's tariffs; a category without its own tariff is left to the carrier. */
export function busPassenger(
  category: PassengerCategory,
  tariffIds: readonly string[],
): BusPassengerDraft {
  return {
    ...blankPerson(category),
    tariff: tariffIds.includes(category) ? category : 'Auto',
    place_number: null,
  };
}

export function initialTrainDraft(counts: PassengerCounts): TrainDraft {
  return {
    contacts: blankContacts(),
    passengers: categoriesFor('TRAIN', counts).map(trainPassenger),
  };
}

export function initialBusDraft(counts: PassengerCounts, tariffIds: readonly string[]): BusDraft {
  return {
    contacts: blankContacts(),
    passengers: categoriesFor('BUS', counts).map((c) => busPassenger(c, tariffIds)),
  };
}

export function initialAviaDraft(counts: PassengerCounts): AviaDraft {
  return {
    contacts: blankContacts(),
    passengers: searchedPassengers(counts).map(({ category, passenger_id }) => ({
      ...blankPerson(category),
      passenger_id,
      category,
      seats: {},
      baggage: [],
    })),
    pnr: '',
    adult_surname: '',
  };
}

/**
 * The search's passengers, each with a category preset from the counters, and on each leg the
 * car type `carTypes` offers first (a train's; '' elsewhere) and no place: we seat them.
 */
export function initialCombinedDraft(
  counts: PassengerCounts,
  carTypes: readonly (CarType | '')[],
): CombinedDraft {
  return {
    contacts: blankContacts(),
    passengers: searchedPassengers(counts).map(({ category }) => ({
      ...blankPerson(category),
      category,
      legs: carTypes.map((carType) => ({
        car_type: carType,
        car_number: '',
        place: null,
        bedding: false,
        transit_document: 'NoValue',
      })),
    })),
  };
}
