import type { Leg } from '@peresadka/contracts/search-results';

export type Mode = Leg['transport_type'];

/** What a result card is filtered by. */
export type Facts = {
  departure: string;
  arrival: string;
  transfers: number;
  carriers: string[];
  modes: Mode[];
};

export type Filters = {
  /** Hours of the station wall clock, 0 … 24. */
  departFrom: number;
  departTo: number;
  arriveFrom: number;
  arriveTo: number;
  maxTransfers: number | null;
  /** Empty means every carrier. */
  carriers: string[];
  /** Empty means every mode. */
  modes: Mode[];
};

export const NO_FILTERS: Filters = {
  departFrom: 0,
  departTo: 24,
  arriveFrom: 0,
  arriveTo: 24,
  maxTransfers: null,
  carriers: [],
  modes: [],
};

const hourOf = (iso: string) => Number(iso.slice(11, 13)) + Number(iso.slice(14, 16)) / 60;

/** Facts of one leg as a stand-alone result. */
export function legFacts(leg: Leg): Facts {
  if (leg.transport_type === 'PLANE') {
    const flights = leg.segments.flatMap((s) => s.flights);
    return {
      departure: flights[0]!.departure_time,
      arrival: flights.at(-1)!.arrival_time,
      transfers: flights.length - 1,
      carriers: [...new Set(flights.map((f) => f.marketing_airline_code))],
      modes: ['PLANE'],
    };
  }
  return {
    departure: leg.departure_time,
    arrival: leg.arrival_time,
    transfers: 0,
    carriers: [leg.provider],
    modes: [leg.transport_type],
  };
}

/** Facts of a combined route: the first departure, the last arrival, every leg's carrier. */
export function routeFacts(legs: readonly Leg[]): Facts {
  const each = legs.map(legFacts);
  return {
    departure: each[0]!.departure,
    arrival: each.at(-1)!.arrival,
    transfers: legs.length - 1 + each.reduce((sum, f) => sum + f.transfers, 0),
    carriers: [...new Set(each.flatMap((f) => f.carriers))],
    modes: [...new Set(each.flatMap((f) => f.modes))],
  };
}

/** Whether a result passes the filters: times in range, few enough changes, chosen carriers and modes. */
export function passes(f: Facts, filters: Filters): boolean {
  const dep = hourOf(f.departure);
  const arr = hourOf(f.arrival);
  return (
    dep >= filters.departFrom &&
    dep <= filters.departTo &&
    arr >= filters.arriveFrom &&
    arr <= filters.arriveTo &&
    (filters.maxTransfers === null || f.transfers <= filters.maxTransfers) &&
    (filters.carriers.length === 0 || f.carriers.some((c) => filters.carriers.includes(c))) &&
    (filters.modes.length === 0 || f.modes.every((m) => filters.modes.includes(m)))
  );
}
