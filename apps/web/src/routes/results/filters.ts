import type { Leg } from '@peresadka/contracts/search-results';
import type { PassengerCarType } from '@peresadka/contracts/trip-properties';

export type Mode = Leg['transport_type'];

/** What a result card is filtered by. */
export type Facts = {
  departure: string;
  arrival: string;
  transfers: number;
  carriers: string[];
  modes: Mode[];
  /** Each train's car types with a free place, and those with a free lower berth. */
  trains: { carTypes: PassengerCarType[]; lowerBerthCarTypes: PassengerCarType[] }[];
  /** Each flight's fare: includes checked baggage (true), not (false), or unknown (null). */
  baggage: (boolean | null)[];
};

/** Car types a train filter offers, from the commonest; no schema, so no zod on the page. */
export const FILTER_CAR_TYPES: readonly PassengerCarType[] = [
  'ReservedSeat',
  'Compartment',
  'Sedentary',
  'Luxury',
  'Soft',
  'Shared',
];

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
  /** Trains with a free place in one of these car types; empty means any. */
  carTypes: PassengerCarType[];
  /** Trains with a free lower berth (in one of `carTypes`, when chosen). */
  lowerBerths: boolean;
  /** Flights whose fare includes checked baggage. */
  baggage: boolean;
};

export const NO_FILTERS: Filters = {
  departFrom: 0,
  departTo: 24,
  arriveFrom: 0,
  arriveTo: 24,
  maxTransfers: null,
  carriers: [],
  modes: [],
  carTypes: [],
  lowerBerths: false,
  baggage: false,
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
      trains: [],
      baggage: flights.map((f) => f.baggage ?? null),
    };
  }
  return {
    departure: leg.departure_time,
    arrival: leg.arrival_time,
    transfers: 0,
    carriers: [leg.provider],
    modes: [leg.transport_type],
    trains:
      leg.transport_type === 'TRAIN'
        ? [
            {
              carTypes: leg.car_classes.map((c) => c.car_type),
              lowerBerthCarTypes: leg.car_classes
                .filter((c) => (c.lower_free_places ?? 0) > 0)
                .map((c) => c.car_type),
            },
          ]
        : [],
    baggage: [],
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
    trains: each.flatMap((f) => f.trains),
    baggage: each.flatMap((f) => f.baggage),
  };
}

/**
 * Whether a train has a place the filters ask for: one of the car types chosen (any, when
 * none is), and a lower berth in it when asked.
 */
function trainPasses(train: Facts['trains'][number], filters: Filters): boolean {
  if (!filters.lowerBerths && filters.carTypes.length === 0) return true;
  const types = filters.lowerBerths ? train.lowerBerthCarTypes : train.carTypes;
  return filters.carTypes.length === 0
    ? types.length > 0
    : types.some((t) => filters.carTypes.includes(t));
}

/**
 * Whether a result passes the filters: times in range, few enough changes, chosen carriers and
 * modes, every train of it with the place asked for, every flight with baggage when asked (a
 * fare that does not say is not taken to include it).
 */
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
    (filters.modes.length === 0 || f.modes.every((m) => filters.modes.includes(m))) &&
    f.trains.every((train) => trainPasses(train, filters)) &&
    (!filters.baggage || f.baggage.every((b) => b === true))
  );
}

export type FilterChoices = {
  carriers: string[];
  carTypes: PassengerCarType[];
  lowerBerths: boolean;
  baggage: boolean;
};

/**
 * What the results offer to filter by: their carriers, their trains' car types, whether any
 * says where its lower berths are, whether any flight says what its fare includes.
 */
export function filterChoices(facts: readonly Facts[]): FilterChoices {
  const trains = facts.flatMap((f) => f.trains);
  const types = new Set(trains.flatMap((t) => t.carTypes));
  return {
    carriers: [...new Set(facts.flatMap((f) => f.carriers))].sort(),
    carTypes: FILTER_CAR_TYPES.filter((t) => types.has(t)),
    lowerBerths: trains.some((t) => t.lowerBerthCarTypes.length > 0),
    baggage: facts.some((f) => f.baggage.some((b) => b !== null)),
  };
}
