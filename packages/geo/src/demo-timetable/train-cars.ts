import type { PassengerCarType as CarType, TrainCar } from '@peresadka/contracts/trip-properties';
import type { Random } from './random.ts';
import type { TrainKind } from './train-numbers.ts';

type Tariff = { base: number; perKm: number };

/**
 * A car before it gets its place in the consist; a car sold at its own price level carries
 * its class code and tariff (Сапсан's business class).
 */
export type CarSpec = {
  type: CarType;
  seats: number;
  twoStorey?: boolean;
  own?: { serviceClass: string; tariff: Tariff };
};

/** Class codes as printed on Russian tickets. */
const SERVICE_CLASS: Record<CarType, string> = {
  Luxury: '1Б',
  Soft: '1А',
  Compartment: '2К',
  ReservedSeat: '3Э',
  Sedentary: '2С',
  Shared: '3О',
};

/**
 * Fare = base + per km, in kopecks, of an ordinary long-distance train; a плацкарт berth for
 * 800 km comes to about 2500 ₽, a купе to 5000 ₽, an СВ to 12 000 ₽.
 */
const TARIFF: Record<CarType, Tariff> = {
  Shared: { base: 200_00, perKm: 120 },
  ReservedSeat: { base: 500_00, perKm: 250 },
  Sedentary: { base: 300_00, perKm: 280 },
  Compartment: { base: 900_00, perKm: 500 },
  Luxury: { base: 2_000_00, perKm: 1_200 },
  Soft: { base: 4_000_00, perKm: 2_000 },
};

/** How each kind of train sits against that tariff: Сапсан's economy Москва — Санкт-Петербург is about 4200 ₽. */
const KIND_FACTOR: Record<TrainKind, number> = {
  highSpeed: 2,
  express: 1.2,
  fast: 1.1,
  passenger: 0.9,
  suburban: 0.35,
};

/** Сапсан's business class Москва — Санкт-Петербург: about 13 500 ₽. */
const SAPSAN_BUSINESS = { serviceClass: '1В', tariff: { base: 3_000_00, perKm: 1_600 } };

/**
 * The tariff's distance belts: the first 1000 km at the full rate, the next 2000 at 0.6 of it,
 * the rest at 0.4 — Москва — Владивосток in плацкарт comes to about 13 000 ₽, not 26 000. A car
 * sells every ride of its train at one rate, the one its whole line earns.
 */
export function taperedKm(km: number): number {
  return (
    Math.min(km, 1_000) +
    0.6 * Math.min(Math.max(km - 1_000, 0), 2_000) +
    0.4 * Math.max(km - 3_000, 0)
  );
}

/**
 * Bedding sold apart from the place, in kopecks, as ФПК prices its set on long-distance trains:
 * плацкарт always, купе unless the train is a firm one (a named train puts it in the fare, as
 * it does in СВ and Люкс); сидячий and общий cars have none.
 */
const BEDDING_PRICE = { ReservedSeat: 200_00, Compartment: 250_00 } as const;

function beddingPrice(type: CarType, firm: boolean): number {
  if (type === 'ReservedSeat') return BEDDING_PRICE.ReservedSeat;
  if (type === 'Compartment' && !firm) return BEDDING_PRICE.Compartment;
  return 0;
}

/** Two-storey cars sell cheaper: more places per car. */
const TWO_STOREY_FACTOR = 0.85;

const times = (count: number, spec: CarSpec): CarSpec[] =>
  Array.from({ length: count }, () => spec);

/**
 * The consist of a train, car 1 first: Сапсан and Ласточка are all sitting cars (Сапсан with a
 * business car), Стриж adds СВ, long-distance trains mix СВ, купе and плацкарт (some with
 * two-storey cars), passenger trains are mostly плацкарт with an общий car, suburban trains
 * are sitting cars.
 */
function consist(kind: TrainKind, name: string | null, rng: Random): CarSpec[] {
  switch (kind) {
    case 'highSpeed':
      return [
        { type: 'Soft', seats: 12, own: SAPSAN_BUSINESS },
        ...times(9, { type: 'Sedentary', seats: 66 }),
      ];
    case 'express':
      return name === 'Стриж'
        ? [
            ...times(2, { type: 'Luxury', seats: 18 }),
            ...times(6, { type: 'Sedentary', seats: 60 }),
          ]
        : times(rng.pick([5, 10]), { type: 'Sedentary', seats: 64 });
    case 'fast':
      // A named train has its own consist; among the rest some are two-storey.
      if (name === null && rng.chance(0.15)) {
        return [
          ...times(2, { type: 'Luxury', seats: 32, twoStorey: true }),
          ...times(rng.int(8, 12), { type: 'Compartment', seats: 64, twoStorey: true }),
        ];
      }
      return [
        ...(name ? [{ type: 'Soft', seats: 8 } as const] : []),
        ...times(rng.int(1, 2), { type: 'Luxury', seats: 18 }),
        ...times(rng.int(4, 6), { type: 'Compartment', seats: 36 }),
        ...times(rng.int(6, 9), { type: 'ReservedSeat', seats: 54 }),
      ];
    case 'passenger':
      return [
        ...times(rng.int(1, 3), { type: 'Compartment', seats: 36 }),
        ...times(rng.int(7, 10), { type: 'ReservedSeat', seats: 54 }),
        ...times(rng.int(1, 2), { type: 'Shared', seats: 81 }),
      ];
    case 'suburban':
      return times(rng.pick([4, 6, 8, 11]), { type: 'Sedentary', seats: 70 });
  }
}

/**
 * Cars of one train with their fares and flags, for a train whose line is `lineKm` long: its
 * own consist where it has one, else its kind's; a train closed to sale closes every car.
 */
export function trainCars(
  kind: TrainKind,
  name: string | null,
  own: readonly CarSpec[] | undefined,
  lineKm: number,
  saleForbidden: boolean,
  rng: Random,
): TrainCar[] {
  const jitter = rng.jitter(0.08);
  const belts = lineKm > 0 ? taperedKm(lineKm) / lineKm : 1;
  return (own ?? consist(kind, name, rng)).map((spec, i): TrainCar => {
    const twoStorey = spec.twoStorey ?? false;
    const factor =
      jitter * (spec.own ? 1 : KIND_FACTOR[kind]) * (twoStorey ? TWO_STOREY_FACTOR : 1);
    const tariff = spec.own?.tariff ?? TARIFF[spec.type];
    return {
      number: i + 1,
      type: spec.type,
      serviceClass: spec.own?.serviceClass ?? SERVICE_CLASS[spec.type],
      seats: spec.seats,
      twoStorey,
      secondFloorSeats: twoStorey ? upperStorey(spec.seats) : [],
      schemaId: schemaId(spec),
      fareBase: Math.round(tariff.base * factor),
      farePerKm: Math.round(tariff.perKm * factor * belts),
      bedding: spec.type !== 'Sedentary' && spec.type !== 'Shared',
      beddingPrice: beddingPrice(spec.type, name !== null),
      petsAllowed: (spec.type === 'Compartment' || spec.type === 'Luxury') && rng.chance(0.25),
      // Now and then a car is held back for a group or for the railway's own staff.
      saleForbidden: saleForbidden || rng.chance(0.015),
    };
  });
}

/** The seat plan's id as the server reads it back: 'Compartment-36', 'Compartment-64-2'. */
const schemaId = (spec: CarSpec) => `${spec.type}-${spec.seats}${spec.twoStorey ? '-2' : ''}`;

/** A two-storey car numbers its lower storey first: the upper one holds the second half. */
function upperStorey(seats: number): number[] {
  const lower = Math.ceil(seats / 2);
  return Array.from({ length: seats - lower }, (_, i) => lower + i + 1);
}
