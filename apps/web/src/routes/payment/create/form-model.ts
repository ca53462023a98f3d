import { searchedPassengers } from '../../../features/rides/api/ride-detail.ts';
import { RUSSIAN_FEDERATION } from '@peresadka/contracts/constants';
import {
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
export type OrderDraft = TrainDraft | BusDraft | AviaDraft;

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
