import { z } from 'zod';
import { gate, whenValid } from './checks.ts';
import {
  BIRTHDAY_MIN_YEAR,
  BONUS_CARD_MAX_DIGITS,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  MAX_PASSENGERS_TOTAL,
  MAX_TRANSFERS,
  MIDDLE_NAME_MAX,
  SITE_TIME_ZONE,
} from './constants.ts';
import { type Clock, daysBetween, dateSatisfies, todayIn, toIsoDate } from './dates.ts';
import { dateField, optionalDateField } from './date-fields.ts';
import { bonusCardsAllowed, documentNumberProblem } from './documents.ts';
import {
  documentTypeLabels,
  ZCarType,
  ZDocumentType,
  ZPassengerCategory,
  ZPreferredTariff,
  ZSex,
  ZTrainPassengerCategory,
  ZTransitDocument,
} from './enums.ts';
import { PASSENGERS_TOO_MANY } from './passenger-counts.ts';
import {
  code,
  CODE_MAX_LENGTH,
  EMAIL_MESSAGES,
  emailField,
  optionalText,
  PERSON_NAME_PATTERN,
  phoneField,
  removeSpaces,
  requiredText,
} from './text-rules.ts';

/**
 * Order forms list what is missing passenger by passenger (SPEC §5), so a "fill in" message
 * names the passenger by number once the field sits in an order's `passengers` list.
 */
export function forPassenger(text: string): z.core.$ZodErrorMap {
  return (issue) => {
    // A passenger's field sits right below its entry in the list: [..., index, field].
    const index = issue.path?.at(-2);
    return typeof index === 'number' ? `${text} для пассажира - ${index + 1}` : text;
  };
}

export const nameHints = {
  severalWords: 'Если имя или фамилия состоит из нескольких слов, пишите их через дефис',
  absent: 'Если отчества нет, поставьте прочерк «-»',
} as const;

/** Names as the ticket prints them: spaces dropped, letters and hyphens only. */
const personName = (label: string, max: number, required: string) =>
  requiredText(forPassenger(required), max, `Поле «${label}» не должно превышать ${max} символов`)
    .overwrite(removeSpaces)
    .regex(PERSON_NAME_PATTERN, `Поле «${label}» может содержать только буквы и дефис.`);

/** A car, a place or a document number as a person types it. */
const SHORT_TEXT_MAX_LENGTH = 50;

function birthday(now: Clock) {
  return dateField(
    { required: forPassenger('Укажите дату рождения'), invalid: 'Неверный формат даты рождения' },
    toIsoDate,
  )
    .check(
      gate(
        (text) => dateSatisfies(text, (date) => date.year > BIRTHDAY_MIN_YEAR),
        `Дата рождения должна быть позже ${BIRTHDAY_MIN_YEAR} года`,
      ),
    )
    .refine(
      (text) =>
        dateSatisfies(text, (date) => daysBetween(date, todayIn(SITE_TIME_ZONE, now())) >= 0),
      'Дата рождения не может быть в будущем',
    );
}

/** The fields the document rules read; the rules run once these are valid. */
const ZDocumentFields = z.object({
  document_type: z.enum(ZDocumentType.options, { error: forPassenger('Укажите тип документа') }),
  document_number: requiredText(
    forPassenger('Укажите номер документа'),
    SHORT_TEXT_MAX_LENGTH,
  ).overwrite(removeSpaces),
  document_valid_till: optionalDateField('Неверный формат срока действия документа', toIsoDate),
});

function checkDocument(passenger: z.infer<typeof ZDocumentFields>, ctx: z.RefinementCtx): void {
  const problem = documentNumberProblem(passenger.document_type, passenger.document_number);
  if (problem) ctx.addIssue({ code: 'custom', path: ['document_number'], message: problem });
  if (passenger.document_type === 'RussianForeignPassport' && !passenger.document_valid_till) {
    ctx.addIssue({
      code: 'custom',
      path: ['document_valid_till'],
      message: 'Укажите срок действия заграничного паспорта',
    });
  }
}

/** Fields every transport asks for (SPEC §3); each transport extends them, then adds the rules. */
function passengerBase(now: Clock) {
  return ZDocumentFields.extend({
    passenger_id: z.number().int().nonnegative(),
    last_name: personName('Фамилия', LAST_NAME_MAX, 'Укажите фамилию'),
    first_name: personName('Имя', FIRST_NAME_MAX, 'Укажите имя'),
    middle_name: personName('Отчество', MIDDLE_NAME_MAX, 'Укажите отчество'),
    sex: z.enum(ZSex.options, { error: forPassenger('Укажите пол') }),
    birthday: birthday(now),
    citizenship: requiredText(forPassenger('Укажите гражданство'), CODE_MAX_LENGTH),
  });
}

const documentRules = whenValid(ZDocumentFields);

/** Null when the carrier seats passengers itself. */
const ZBusPlace = z.object({ place_number: optionalText(SHORT_TEXT_MAX_LENGTH) });

export function busPassengerSchema(now: Clock) {
  return passengerBase(now)
    .extend(ZBusPlace.shape)
    .extend({
      /**
       * One of the bus detail's `tariff_ids` — the passenger category it sells: 'Adult',
       * 'Child', 'BabyWithoutPlace' — or 'Auto' to let the carrier choose by age.
       */
      tariff: code().trim().min(1).default('Auto'),
      tariff_id: optionalText(CODE_MAX_LENGTH),
    })
    .superRefine(checkDocument, documentRules);
}
export type BusPassenger = z.infer<ReturnType<typeof busPassengerSchema>>;

const ZAdditionalServiceChoice = z.object({
  code: code(),
  flight_ids: z.array(code()).min(1),
  service_type: code(),
});

const ZSeatChoice = z.object({
  flight_id: code(),
  place_row: z.number().int().positive(),
  place_number: code(),
  place_code: code(),
});

const ZAviaPlaces = z.object({ places: z.array(ZSeatChoice).default([]) });

export function aviaPassengerSchema(now: Clock) {
  return passengerBase(now)
    .extend(ZAviaPlaces.shape)
    .extend({
      category: ZPassengerCategory,
      passenger_type_id: code(),
      additional_services: z.array(ZAdditionalServiceChoice).default([]),
      /** Booking of an accompanying adult, asked only when no adult flies in this order. */
      pnr: optionalText(SHORT_TEXT_MAX_LENGTH),
      adult_surname: optionalText(LAST_NAME_MAX),
    })
    .superRefine(checkDocument, documentRules);
}
export type AviaPassenger = z.infer<ReturnType<typeof aviaPassengerSchema>>;

const BONUS_CARD_INVALID = `Номер бонусной карты может содержать только цифры, не более ${BONUS_CARD_MAX_DIGITS}`;
const bonusCard = () =>
  optionalText(BONUS_CARD_MAX_DIGITS, BONUS_CARD_INVALID).refine(
    (card) => card === null || /^\d+$/.test(card),
    BONUS_CARD_INVALID,
  );

/** What the bonus-card and tariff rules read. */
const ZTrainDiscounts = z.object({
  document_type: ZDocumentType,
  passenger_category: ZTrainPassengerCategory.default('Adult'),
  rzd_bonus_card: bonusCard(),
  universal_bonus_card: bonusCard(),
  preferred_tariff: ZPreferredTariff.nullable().default(null),
});

function checkTrainDiscounts(
  passenger: z.infer<typeof ZTrainDiscounts>,
  ctx: z.RefinementCtx,
): void {
  const allowed = bonusCardsAllowed(passenger.document_type);
  for (const card of ['rzd_bonus_card', 'universal_bonus_card'] as const) {
    if (passenger[card] !== null && !allowed[card]) {
      ctx.addIssue({
        code: 'custom',
        path: [card],
        message: `Бонусная карта недоступна для документа «${documentTypeLabels[passenger.document_type]}»`,
      });
    }
  }
  if (passenger.preferred_tariff !== null && passenger.passenger_category !== 'Adult') {
    ctx.addIssue({
      code: 'custom',
      path: ['preferred_tariff'],
      message: 'Тариф можно выбрать только для взрослого пассажира',
    });
  }
}

export function trainPassengerSchema(now: Clock) {
  return passengerBase(now)
    .extend(ZTrainDiscounts.omit({ document_type: true }).shape)
    .extend({
      car_type: z.enum(ZCarType.options, { error: forPassenger('Укажите тип вагона') }),
      car_number: optionalText(SHORT_TEXT_MAX_LENGTH),
      from_place_number: z.number().int().positive().nullable().default(null),
      to_place_number: z.number().int().positive().nullable().default(null),
      /** The carrier's class code such as «2К»; not the search's service class. */
      service_class: optionalText(SHORT_TEXT_MAX_LENGTH),
      international_service_class: optionalText(SHORT_TEXT_MAX_LENGTH),
      bedding: z.boolean().default(false),
      /** Ticket number of the adult a baby without a place travels with. */
      related_blank_number: optionalText(SHORT_TEXT_MAX_LENGTH),
      /** Null unless the chosen car crosses a border that requires one. */
      transit_document: ZTransitDocument.nullable().default(null),
      /** Only on trains that offer it; the form ticks it there by default. */
      set_electronic_registration: z.boolean().default(false),
    })
    .superRefine(checkDocument, documentRules)
    .superRefine(checkTrainDiscounts, whenValid(ZTrainDiscounts));
}
export type TrainPassenger = z.infer<ReturnType<typeof trainPassengerSchema>>;

/**
 * Where a passenger of a combined trip sits on one leg. A train leg needs its car type; every
 * place left null is given out by the server, next to the passenger's companions.
 */
export const ZCombinedLegChoice = z.object({
  car_type: ZCarType.nullable().default(null),
  car_number: optionalText(SHORT_TEXT_MAX_LENGTH),
  /** '12' in a car or a bus, '12A' on a plane. */
  place: optionalText(SHORT_TEXT_MAX_LENGTH),
  bedding: z.boolean().default(false),
  /** On a train leg through another country, as on the train form; null elsewhere. */
  transit_document: ZTransitDocument.nullable().default(null),
});
export type CombinedLegChoice = z.infer<typeof ZCombinedLegChoice>;

/**
 * A traveller of a combined trip, typed once: the category asked in the airlines' terms (the
 * widest); each leg then applies its own carrier's categories by age on its day.
 */
export function combinedPassengerSchema(now: Clock) {
  return passengerBase(now)
    .extend({
      category: ZPassengerCategory,
      /** One per leg, in travelling order. */
      legs: z
        .array(ZCombinedLegChoice)
        .max(MAX_TRANSFERS + 1)
        .default([]),
    })
    .superRefine(checkDocument, documentRules);
}
export type CombinedPassenger = z.infer<ReturnType<typeof combinedPassengerSchema>>;

export const ZContacts = z.object({
  contact_phone: phoneField({
    required: 'Введите номер телефона',
    invalid: 'Введите корректный номер телефона.',
  }),
  contact_email: emailField(EMAIL_MESSAGES),
});
export type Contacts = z.infer<typeof ZContacts>;

/** An order lists one to seven passengers. */
const passengerList = <Passenger extends z.ZodType>(passenger: Passenger) =>
  z
    .array(passenger)
    .min(1, 'Добавьте хотя бы одного пассажира')
    .max(MAX_PASSENGERS_TOTAL, PASSENGERS_TOO_MANY);

/**
 * A rule that no two passengers claim the same place, as the arguments of `superRefine`.
 * `part` is what the rule reads of each passenger; `placesOf` names the places one takes.
 */
function uniquePlaces<Part extends z.ZodType>(
  part: Part,
  placesOf: (passenger: z.infer<Part>) => string[],
  message: string,
) {
  const check = (passengers: z.infer<Part>[], ctx: z.RefinementCtx) => {
    const places = passengers.flatMap(placesOf);
    if (new Set(places).size !== places.length) ctx.addIssue({ code: 'custom', message });
  };
  return [check, whenValid(z.array(part))] as const;
}

export const busPassengerListSchema = (now: Clock) =>
  passengerList(busPassengerSchema(now)).superRefine(
    ...uniquePlaces(
      ZBusPlace,
      (passenger) => (passenger.place_number ? [passenger.place_number] : []),
      'У пассажиров совпадают места',
    ),
  );

export const aviaPassengerListSchema = (now: Clock) =>
  passengerList(aviaPassengerSchema(now)).superRefine(
    ...uniquePlaces(
      ZAviaPlaces,
      (passenger) =>
        passenger.places.map((seat) =>
          [seat.flight_id, seat.place_row, seat.place_number].join('/'),
        ),
      'Для двух пассажиров выбраны одинаковые места',
    ),
  );

export const combinedPassengerListSchema = (now: Clock) =>
  passengerList(combinedPassengerSchema(now)).superRefine(
    ...uniquePlaces(
      z.object({ legs: z.array(ZCombinedLegChoice.pick({ car_number: true, place: true })) }),
      (passenger) =>
        passenger.legs.flatMap((leg, k) =>
          leg.place === null ? [] : [[k, leg.car_number ?? '', leg.place].join('/')],
        ),
      'У пассажиров совпадают места',
    ),
  );

/** Train places are a range in one car, which the carrier itself keeps apart. */
export const trainPassengerListSchema = (now: Clock) => passengerList(trainPassengerSchema(now));
