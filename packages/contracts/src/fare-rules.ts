import type { LegTransportType, PassengerCategory } from './enums.ts';
import { pluralWord } from './plural.ts';

/**
 * Who pays what, by passenger category, as each mode's carriers publish it. The adult fare is
 * the carrier's; a category pays a share of it. Ages are full years on the day of departure.
 */
export type CategoryRule = {
  /** The category as the order form offers it for this mode. */
  label: string;
  /** Ages allowed, in full years: from `minAge` up to, not including, `maxAge`. */
  minAge: number;
  maxAge: number | null;
  /** Share of the adult fare, in percent. */
  farePercent: number;
  /** Rides on an adult's lap: no place of its own, at most one per adult. */
  onLap: boolean;
};

const adult = (minAge: number): CategoryRule => ({
  label: `Взрослый (от ${minAge} лет)`,
  minAge,
  maxAge: null,
  farePercent: 100,
  onLap: false,
});

/**
 * Long-distance trains. Устав железнодорожного транспорта РФ (ФЗ № 18-ФЗ), ст. 82: a
 * passenger may take one child under five free of charge without a place of its own, and
 * children under ten travel on a child ticket. АО «ФПК» sells the child ticket at 35 % of the
 * adult fare (a 65 % discount) in every class; from ten a passenger pays the full fare.
 */
const TRAIN: Partial<Record<PassengerCategory, CategoryRule>> = {
  Adult: adult(10),
  Child: { label: 'Детский (до 10 лет)', minAge: 0, maxAge: 10, farePercent: 35, onLap: false },
  BabyWithoutPlace: {
    label: 'Ребёнок до 5 лет без места',
    minAge: 0,
    maxAge: 5,
    farePercent: 0,
    onLap: true,
  },
};

/**
 * Intercity buses. Устав автомобильного транспорта (ФЗ № 259-ФЗ), ст. 21: one child not
 * older than five rides free without a seat of its own; a child not older than twelve with
 * its own seat pays at most half the fare, and carriers charge exactly half.
 */
const BUS: Partial<Record<PassengerCategory, CategoryRule>> = {
  Adult: adult(12),
  Child: { label: 'Детский (до 12 лет)', minAge: 0, maxAge: 12, farePercent: 50, onLap: false },
  BabyWithoutPlace: {
    label: 'Ребёнок до 6 лет без места',
    minAge: 0,
    maxAge: 6,
    farePercent: 0,
    onLap: true,
  },
};

/**
 * Domestic flights. Воздушный кодекс РФ, ст. 106: a passenger carries one child under two
 * without a seat free of charge or on favourable terms, and children from two to twelve on
 * favourable terms. Russian airlines' fare rules (Аэрофлот, S7, Уральские авиалинии) on
 * domestic routes: an infant on the lap flies free, a child 2–12 and an infant with its own
 * seat pay 75 % of the adult fare.
 */
const PLANE: Partial<Record<PassengerCategory, CategoryRule>> = {
  Adult: adult(12),
  Child: {
    label: 'Ребёнок (от 2 до 12 лет)',
    minAge: 2,
    maxAge: 12,
    farePercent: 75,
    onLap: false,
  },
  BabyWithPlace: {
    label: 'Младенец с местом (до 2 лет)',
    minAge: 0,
    maxAge: 2,
    farePercent: 75,
    onLap: false,
  },
  BabyWithoutPlace: {
    label: 'Младенец без места (до 2 лет)',
    minAge: 0,
    maxAge: 2,
    farePercent: 0,
    onLap: true,
  },
};

export const fareRules: Record<
  LegTransportType,
  Partial<Record<PassengerCategory, CategoryRule>>
> = { TRAIN, BUS, PLANE };

/** The categories an order of this mode may hold, in the form's order. */
export function categoriesOf(mode: LegTransportType): PassengerCategory[] {
  return (Object.keys(fareRules[mode]) as PassengerCategory[]).filter(
    (category) => fareRules[mode][category] !== undefined,
  );
}

/**
 * The category of this mode that a counter of the search form buys: railways and buses have no
 * infant with a seat of its own, such a child travels on a child ticket.
 */
export function categoryForMode(
  mode: LegTransportType,
  searched: PassengerCategory,
): PassengerCategory {
  return fareRules[mode][searched] ? searched : 'Child';
}

/** Carriers sell in whole rubles. */
const wholeRubles = (kopecks: number) => Math.round(kopecks / 100) * 100;

/** What a passenger of `category` pays for a place whose adult fare is `adultFare`, in kopecks. */
export function categoryFare(
  mode: LegTransportType,
  category: PassengerCategory,
  adultFare: number,
): number {
  const rule = fareRules[mode][category];
  if (!rule) throw new RangeError(`${mode} has no category ${category}`);
  return wholeRubles((adultFare * rule.farePercent) / 100);
}

/** Full years between a birthday and a date, both 'YYYY-MM-DD'. */
export function ageOn(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Why a passenger of this age cannot travel in this category, or null when they can. */
export function categoryAgeProblem(
  mode: LegTransportType,
  category: PassengerCategory,
  age: number,
): string | null {
  const rule = fareRules[mode][category];
  if (!rule) return 'Такой категории пассажира у этого перевозчика нет';
  if (age < rule.minAge || (rule.maxAge !== null && age >= rule.maxAge)) {
    return `Категория «${rule.label}» не подходит по возрасту на день отправления (${age} ${yearsWord(age)})`;
  }
  return null;
}

/** «1 год», «3 года», «7 лет». */
export const yearsWord = (n: number): string => pluralWord(n, 'год', 'года', 'лет');

/** The category a passenger of this age travels in when nobody chose one: a place of their own. */
export function categoryForAge(mode: LegTransportType, age: number): PassengerCategory {
  const own = categoriesOf(mode).filter((c) => !fareRules[mode][c]!.onLap);
  return own.find((c) => categoryAgeProblem(mode, c, age) === null) ?? 'Adult';
}
