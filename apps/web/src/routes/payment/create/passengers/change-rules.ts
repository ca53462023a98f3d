import { bonusCardsAllowed, citizenshipForDocument } from '@peresadka/contracts/documents';
import type {
  CarType,
  DocumentType,
  PassengerCategory,
  TrainPassengerCategory,
} from '@peresadka/contracts/enums';
import type { SavedPassenger } from '@peresadka/contracts/orders';
import type {
  CombinedPassengerDraft,
  PersonDraft,
  TrainPassengerDraft,
} from '../form/form-model.ts';

/**
 * SPEC §4 "rules of change": what else a choice resets, so that the form never holds a value
 * the new choice makes wrong (a passport number under a birth certificate, a place in a car
 * the passenger no longer rides in).
 */

/** A new document type clears the number and sets the citizenship (SPEC §5). */
export function withDocumentType<Person extends PersonDraft>(
  person: Person,
  type: DocumentType,
): Person {
  return {
    ...person,
    document_type: type,
    document_number: '',
    document_valid_till: '',
    citizenship: citizenshipForDocument(type, person.citizenship),
  };
}

/** On a train the document also decides which bonus cards count; a barred card is dropped. */
export function withoutBarredCards(passenger: TrainPassengerDraft): TrainPassengerDraft {
  const allowed = bonusCardsAllowed(passenger.document_type);
  return {
    ...passenger,
    rzd_bonus_card: allowed.rzd_bonus_card ? passenger.rzd_bonus_card : '',
    universal_bonus_card: allowed.universal_bonus_card ? passenger.universal_bonus_card : '',
  };
}

/** A passenger's car on a train, in a train order or on a trip's train leg. */
type CarDraft = {
  car_type: CarType | '';
  car_number: string;
  place: number | string | null;
  bedding: boolean;
};

/** Another car type: the car, its class and the place chosen in it no longer apply. */
export function withCarType<Choice extends CarDraft>(
  choice: Choice,
  carType: CarType | '',
): Choice {
  return { ...choice, car_type: carType, car_number: '', place: null, bedding: false };
}

/** Another car: the place was in the old one, and bedding depends on the car. */
export function withCar<Choice extends CarDraft>(choice: Choice, carNumber: string): Choice {
  return { ...choice, car_number: carNumber, place: null, bedding: false };
}

/**
 * A child on an adult's lap has no place of its own, and only adults choose a tariff
 * (junior, senior).
 */
export function withTrainCategory(
  passenger: TrainPassengerDraft,
  category: TrainPassengerCategory,
): TrainPassengerDraft {
  return {
    ...passenger,
    passenger_category: category,
    place: category === 'BabyWithoutPlace' ? null : passenger.place,
    preferred_tariff: category === 'Adult' ? passenger.preferred_tariff : '',
  };
}

/**
 * A trip's traveller in another category: a baby on a lap has no place of its own on any leg
 * (it rides in its adult's car, so the car stays).
 */
export function withTripCategory(
  passenger: CombinedPassengerDraft,
  category: PassengerCategory,
): CombinedPassengerDraft {
  const onLap = category === 'BabyWithoutPlace';
  return {
    ...passenger,
    category,
    legs: onLap
      ? passenger.legs.map((leg) => ({ ...leg, place: null, bedding: false }))
      : passenger.legs,
  };
}

/** Fills a block from a passenger of an earlier order; the ride's own choices stay. */
export function withSavedPassenger<Person extends PersonDraft>(
  person: Person,
  saved: SavedPassenger,
): Person {
  return {
    ...person,
    last_name: saved.last_name,
    first_name: saved.first_name,
    middle_name: saved.middle_name,
    sex: saved.sex,
    birthday: saved.birthday,
    document_type: saved.document_type,
    document_number: saved.document_number,
    document_valid_till: saved.document_valid_till ?? '',
    citizenship: saved.citizenship,
  };
}

/** Seat of one passenger toggled: choosing the chosen seat again gives it up. */
export const toggled = <Seat>(current: Seat | null, seat: Seat): Seat | null =>
  current === seat ? null : seat;
