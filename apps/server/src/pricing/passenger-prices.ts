import type { PassengersPrice } from '@peresadka/contracts/detail';
import type { PassengerCategory } from '@peresadka/contracts/enums';
import { categoryFare, categoryForMode, fareRules } from '@peresadka/contracts/fare-rules';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { Mode } from '@peresadka/engine/timetable/source';
import { kopecks, type Kopecks } from '@peresadka/engine/units';
import { serviceFee } from './service-fee.ts';

/** What one passenger pays for one ride: the carrier's fare, our fee, their sum. */
export type PriceParts = { fare: Kopecks; serviceCharge: Kopecks; total: Kopecks };

/**
 * The price of one place for a passenger of `category`, from the ride's adult fare: the one
 * function behind the result card, the detail page, the order and everything after it.
 */
export function passengerPrice(
  mode: Mode,
  category: PassengerCategory,
  adultFare: Kopecks,
): PriceParts {
  const fare = kopecks(categoryFare(mode, category, adultFare));
  const serviceCharge = serviceFee(mode, fare);
  return { fare, serviceCharge, total: kopecks(fare + serviceCharge) };
}

const SEARCH_COUNTERS: [PassengerCategory, keyof PassengerCounts][] = [
  ['Adult', 'adult_quantity'],
  ['Child', 'child_quantity'],
  ['BabyWithPlace', 'baby_with_place_quantity'],
  ['BabyWithoutPlace', 'baby_without_place_quantity'],
];

/** The search's counters as this mode's categories (a train has no infant with a place). */
export function categoriesOfSearch(
  mode: Mode,
  counts: PassengerCounts,
): [PassengerCategory, number][] {
  const merged = new Map<PassengerCategory, number>();
  for (const [searched, key] of SEARCH_COUNTERS) {
    if (counts[key] === 0) continue;
    const category = categoryForMode(mode, searched);
    merged.set(category, (merged.get(category) ?? 0) + counts[key]);
  }
  return [...merged];
}

/**
 * What the searched passengers pay for a journey of one mode whose rides have these adult
 * fares (a flight connection has two): each category's price for one passenger, and the total.
 */
export function passengersPrice(
  mode: Mode,
  counts: PassengerCounts,
  adultFares: readonly Kopecks[],
): PassengersPrice {
  const passengers = categoriesOfSearch(mode, counts).map(([category, quantity]) => {
    const parts = adultFares.map((fare) => passengerPrice(mode, category, fare));
    const sum = (pick: (p: PriceParts) => number) => parts.reduce((s, p) => s + pick(p), 0);
    return {
      category,
      label: fareRules[mode][category]!.label,
      quantity,
      price: sum((p) => p.fare),
      service_charge: sum((p) => p.serviceCharge),
      total_price: sum((p) => p.total),
    };
  });
  return {
    passengers,
    total_price: passengers.reduce((sum, p) => sum + p.total_price * p.quantity, 0),
  };
}
