import { MAX_TRANSFERS } from '@peresadka/contracts/constants';
import {
  byPerceivedCost,
  changesCost,
  COMBINED_SHOWN,
  HOUR_VALUES_KOPECKS,
} from '@peresadka/contracts/route-ranking';
import { parseDate, toIsoDate } from '@peresadka/contracts/dates';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type {
  CombinedRoute,
  PlaneResult,
  SearchResponse,
} from '@peresadka/contracts/search-results';
import { searchCombined, type CombinedQuery } from '@peresadka/engine/search/combined';
import { searchDirect } from '@peresadka/engine/search/direct';
import type { DepartureWindow } from '@peresadka/engine/search/query-window';
import type { Journey, Ride } from '@peresadka/engine/search/ride';
import { worthShowing, type Weighed } from '@peresadka/engine/search/worth-showing';
import { dayOf } from '@peresadka/engine/timetable/day-number';
import type { Mode, StationKind } from '@peresadka/engine/timetable/source';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import type { PlaceDirectory } from '../suggest/place-directory.ts';
import type { PlaceIndex } from '../suggest/place-index.ts';
import type { TimetableService } from '../timetable/timetable-service.ts';
import type { CombinedPool } from './combined-pool.ts';
import { resolveEndpoints, type EndStations } from './endpoints.ts';
import { EngineAnswers } from './engine-answers.ts';
import {
  busResult,
  legOf,
  planeResult,
  priceRide,
  trainResult,
  type PricedRide,
} from './present-results.ts';
import { routeIdOf } from '../rides/route-id.ts';
import { rideView, type RideView } from '../rides/ride-view.ts';
import { cabinOf } from '../pricing/trip-fares.ts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { segmentKey, type Segment } from '../suppliers/local/segment.ts';
import { SupplierUnavailable, supplierUnavailableMessage } from '../suppliers/supplier-errors.ts';
import { supplierRideOfView } from '../suppliers/supplier-ride.ts';
import { rideKeyOf, type CarTypeOffer, type TrainSupplier } from '../suppliers/train-supplier.ts';
import type { RidesService } from '../rides/rides-service.ts';
import type { TripInfo } from '../rides/trip-info.ts';
import { shownOfModes, undominated, unbeatenBy, type Shown } from './shown-pareto.ts';
import type { StopId } from '@peresadka/engine/units';

/**
 * Per-mode engine answers kept per timetable: the searches of a busy day repeat (the same cities
 * on the same dates). Each answer is one day's rides between two places.
 */
const ANSWERS_KEPT = 2000;

/** Combined searches per request at most: each one after the first rules out more sold-out trips. */
const COMBINED_RUNS = 3;

const nothingFound: Record<Mode, string> = {
  PLANE: 'Авиарейсов на эту дату не нашлось',
  TRAIN: 'Поездов на эту дату не нашлось',
  BUS: 'Автобусов на эту дату не нашлось',
};
const noStation: Record<Mode, (city: string) => string> = {
  PLANE: (city) => `В пункте «${city}» нет аэропорта`,
  TRAIN: (city) => `В пункте «${city}» нет железнодорожного вокзала`,
  BUS: (city) => `В пункте «${city}» нет автовокзала`,
};

/** The per-mode tabs of a search, as answered. */
export type DirectLists = Pick<SearchResponse, 'airplane' | 'train' | 'bus'>;

/** A search with its places resolved and its timetable fixed, shared by every mode. */
type Prepared = {
  criteria: SearchCriteria;
  timetable: Timetable;
  index: PlaceIndex;
  from: EndStations;
  to: EndStations;
  window: DepartureWindow;
};

export class SearchService {
  private readonly answers = new EngineAnswers<readonly Pick<Journey, 'rides'>[]>(ANSWERS_KEPT);

  constructor(
    private readonly rides: RidesService,
    private readonly trains: TrainSupplier,
    private readonly inventory: InventoryService,
    private readonly places: PlaceDirectory,
    private readonly timetables: TimetableService,
    private readonly combined: CombinedPool,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async prepare(criteria: SearchCriteria): Promise<Prepared> {
    const [index, timetable] = await Promise.all([this.places.index(), this.timetables.current()]);
    const { from, to } = resolveEndpoints(criteria, index);
    // The schema has already checked the date; parse it into the engine's day number.
    const date = parseDate(criteria.date)!;
    const window = {
      day: dayOf(toIsoDate(date)),
      fromHour: criteria.time_from,
      toHour: criteria.time_to,
    };
    return { criteria, timetable, index, from, to, window };
  }

  /** The three per-mode lists of SPEC §7 (`combined_route` is the caller's to fill). */
  async searchModes(p: Prepared): Promise<Omit<SearchResponse, 'combined_route'>> {
    const c = p.criteria;
    const [airplane, train, bus] = await Promise.all([
      c.airplane_enabled ? this.flights(p) : null,
      c.train_enabled ? this.direct(p, 'TRAIN', trainResult) : null,
      c.bus_enabled ? this.direct(p, 'BUS', busResult) : null,
    ]);
    return {
      airplane: airplane?.results ?? [],
      train: train?.results ?? [],
      bus: bus?.results ?? [],
      ...(airplane?.error ? { airplane_error: { error_message: airplane.error } } : {}),
      ...(train?.error ? { train_error: { error_message: train.error } } : {}),
      ...(bus?.error ? { bus_error: { error_message: bus.error } } : {}),
    };
  }

  /**
   * Combined routes: every enabled mode together, up to MAX_TRANSFERS changes, those worth
   * showing beside the per-mode tabs — `direct` is this search's own lists as their cards show
   * them (computed on the request thread already, so nothing is searched twice) —, and of those
   * a handful a traveller would take (the engine's `worthShowing` with the contracts' values of
   * an hour: no detour a simpler trip beats for everyone, one trip per corridor).
   */
  async searchCombined(p: Prepared, direct: DirectLists): Promise<CombinedRoute[]> {
    const c = p.criteria;
    const modes = (['PLANE', 'TRAIN', 'BUS'] as const).filter(
      (mode) => ({ PLANE: c.airplane_enabled, TRAIN: c.train_enabled, BUS: c.bus_enabled })[mode],
    );
    const query: CombinedQuery = {
      origins: stops(p.timetable, p.from.all),
      destinations: stops(p.timetable, p.to.all),
      window: p.window,
      modes: modes.length > 0 ? modes : ['PLANE', 'TRAIN', 'BUS'],
      maxTransfers: MAX_TRANSFERS,
      // A trip without a fare is never shown (priceRide), so it must not crowd a route out.
      pricedOnly: true,
    };
    const journeys = (await this.sellable(p, query)).map((rides) => {
      const legs = rides.map((r) => legOf(r, c.service_class));
      const shown: Shown = {
        departure: Date.parse(rides[0]!.view.departureTime),
        arrival: Date.parse(rides.at(-1)!.view.arrivalTime),
        price: legs.reduce((sum, leg) => sum + leg.price, 0),
        rides: rides.length,
      };
      return { rides, legs, shown };
    });
    const routes = journeys
      .filter((j) => j.rides.length >= 2)
      .map(({ rides, legs, shown }) => {
        const route: CombinedRoute = {
          transfers: rides.slice(1).map((r, i) => {
            const before = rides[i]!.view;
            return {
              arrival_station: before.to.name,
              departure_station: r.view.from.name,
              arrival_kind: kindOf(p.timetable, before.to.id),
              departure_kind: kindOf(p.timetable, r.view.from.id),
              wait_minutes: Math.round(
                (Date.parse(r.view.departureTime) - Date.parse(before.arrivalTime)) / 60_000,
              ),
              station_change: before.to.id !== r.view.from.id,
            };
          }),
          route_id: routeIdOf(rides.map((r) => r.view.key)),
          routes_price: shown.price,
          routes_time: Math.round((shown.arrival - shown.departure) / 60_000),
          legs,
        };
        // The same modes changing in the same towns: another hour of one trip, or its
        // crossing through the next station of the town.
        const corridor = [
          ...legs.map((leg) => leg.transport_type),
          ...rides.slice(1).map((r) => cityKey(p.index, r.view.from.id)),
        ].join(' ');
        return { route, shown, corridor };
      });
    // Rides of one mode take part in the comparison at the prices their cards show, then stay
    // on their own tabs: the engine's single rides (it keeps them to judge the rest by) and the
    // tabs' cards, plane connections included — a route of two flights the plane tab lists is
    // not shown twice.
    const rivals = [
      ...journeys.filter((j) => j.rides.length === 1).map((j) => j.shown),
      ...shownOfModes(direct),
    ];
    // A plane connection changes within one airport.
    const weighedRivals = rivals.map((r) =>
      weighed(
        r,
        changesCost(Array.from({ length: r.rides - 1 }, () => ({ station_change: false }))),
      ),
    );
    return worthShowing(
      undominated(
        unbeatenBy(routes, (r) => r.shown, rivals),
        (r) => r.shown,
      ),
      (r) => ({ ...weighed(r.shown, changesCost(r.route.transfers)), corridor: r.corridor }),
      weighedRivals,
      HOUR_VALUES_KOPECKS,
      COMBINED_SHOWN,
    )
      .map((r) => r.route)
      .sort(byPerceivedCost);
  }

  /**
   * The combined journeys that can be sold now, priced. One riding a train with no place left
   * is dropped once priced, and it may have hidden journeys it beats from the engine's answer:
   * the search runs again without such trip instances, a few times at most.
   */
  private async sellable(p: Prepared, query: CombinedQuery): Promise<PricedRide[][]> {
    let soldOut: number[] = [];
    for (let run = 1; ; run++) {
      const journeys = await this.combined.run(p.timetable, { ...query, soldOut });
      const { priced, unsold } = await this.price(p, journeys);
      if (unsold.length === 0 || run === COMBINED_RUNS) return priced;
      soldOut = [...soldOut, ...unsold];
    }
  }

  private async direct<Result>(
    p: Prepared,
    mode: 'TRAIN' | 'BUS',
    present: (r: PricedRide) => Result,
  ): Promise<{ results: Result[]; error?: string }> {
    const missing = this.missingStations(p, mode);
    if (missing) return { results: [], error: missing };
    const origins = stops(p.timetable, p.from.byMode[mode]);
    const destinations = stops(p.timetable, p.to.byMode[mode]);
    const rides = this.answers.get(p.timetable, questionOf(mode, origins, destinations, p), () =>
      searchDirect(p.timetable, { origins, destinations, window: p.window, modes: [mode] }).map(
        (ride) => ({ rides: [ride] }),
      ),
    );
    const { priced, trainsUnavailable } = await this.price(p, rides);
    const results = priced.map((rides) => present(rides[0]!));
    if (trainsUnavailable) return { results, error: supplierUnavailableMessage };
    return results.length > 0 ? { results } : { results, error: nothingFound[mode] };
  }

  /**
   * Direct flights and connections with one change within one airport. A connection that
   * changes airport is a crossing of town the plane tab could not show: it is the combined
   * tab's, where the crossing is a change of its own; searching without it here keeps such a
   * connection from hiding a slower one through one airport.
   */
  private async flights(p: Prepared): Promise<{ results: PlaneResult[]; error?: string }> {
    const missing = this.missingStations(p, 'PLANE');
    if (missing) return { results: [], error: missing };
    const origins = stops(p.timetable, p.from.byMode.PLANE);
    const destinations = stops(p.timetable, p.to.byMode.PLANE);
    const flights = this.answers.get(
      p.timetable,
      questionOf('PLANE', origins, destinations, p),
      () => [
        ...searchDirect(p.timetable, {
          origins,
          destinations,
          window: p.window,
          modes: ['PLANE'],
        }).map((ride) => ({ rides: [ride] })),
        ...searchCombined(p.timetable, {
          origins,
          destinations,
          window: p.window,
          modes: ['PLANE'],
          maxTransfers: 1,
          pricedOnly: true,
          sameStopChanges: true,
        }).filter((j) => j.rides.length === 2),
      ],
    );
    const { priced } = await this.price(p, flights);
    const results = priced
      .map((rides) => planeResult(rides, p.criteria.service_class))
      .sort(
        (x, y) =>
          x.segments[0]!.flights[0]!.departure_time.localeCompare(
            y.segments[0]!.flights[0]!.departure_time,
          ) || x.price - y.price,
      );
    return results.length > 0 ? { results } : { results, error: nothingFound.PLANE };
  }

  private missingStations(p: Prepared, mode: Mode): string | null {
    if (p.from.byMode[mode].length === 0) return noStation[mode](p.from.name);
    if (p.to.byMode[mode].length === 0) return noStation[mode](p.to.name);
    return null;
  }

  /**
   * Prices every ride of every journey; a journey with a ride nobody sells is dropped, and the
   * trip instances of such rides are listed. Trains are priced by their supplier: when it cannot
   * be asked, no train is sold and `trainsUnavailable` says so.
   */
  private async price(
    p: Prepared,
    journeys: readonly Pick<Journey, 'rides'>[],
  ): Promise<{ priced: PricedRide[][]; unsold: number[]; trainsUnavailable: boolean }> {
    const a = p.timetable.a;
    const needed = seatsNeeded(p.criteria);
    const trips = await this.rides.tripInfoOfTimetable(
      p.timetable,
      journeys.flatMap((j) => j.rides.map((ride: Ride) => a.tripId[ride.trip]!)),
    );
    const station = (id: number) => p.index.station(id);
    const views = journeys.map((j) => j.rides.map((ride) => rideView(p.timetable, station, ride)));
    const [{ offers, unavailable }, full] = await Promise.all([
      this.trainOffers(
        views.flat().flatMap((view) => {
          const trip = trips.get(view.key.tripId);
          return trip?.mode === 'TRAIN' ? [supplierRideOfView(view, trip)] : [];
        }),
      ),
      this.withoutRoom(p, views.flat(), trips, needed),
    ]);
    const priced: PricedRide[][] = [];
    const unsold = new Set<number>();
    views.forEach((journey, j) => {
      const rides = journey.map((view) => {
        const trip = trips.get(view.key.tripId);
        // A group rides one car type: one with too few places is not offered to it.
        const offer = offers.get(rideKeyOf(view))?.filter((o) => o.freePlaces >= needed);
        return trip && !full.has(segmentKey(segmentOfView(view)))
          ? priceRide(view, trip, p.criteria.service_class, offer)
          : null;
      });
      rides.forEach((r, k) => {
        if (r === null) unsold.add(journeys[j]!.rides[k]!.instance);
      });
      if (rides.every((r) => r !== null)) priced.push(rides);
    });
    return { priced, unsold: [...unsold], trainsUnavailable: unavailable };
  }

  /**
   * The plane and bus rides (by `segmentKey`) without `needed` places (one for every traveller
   * who needs one) in the cabin asked for: a sold-out flight is no result, as on its detail page. A
   * train's places are its supplier's to tell (its offers).
   */
  private async withoutRoom(
    p: Prepared,
    views: readonly RideView[],
    trips: ReadonlyMap<number, TripInfo>,
    needed: number,
  ): Promise<Set<string>> {
    const local = views.flatMap((view) => {
      const trip = trips.get(view.key.tripId);
      return trip && trip.mode !== 'TRAIN' && trip.properties
        ? [{ properties: trip.properties, segment: segmentOfView(view) }]
        : [];
    });
    const free = await this.inventory.freeCounts(
      local,
      cabinOf(p.criteria.service_class),
      this.now(),
      needed,
    );
    return new Set(local.filter((_, i) => free[i]! < needed).map((r) => segmentKey(r.segment)));
  }

  /** The supplier's offers for the trains of a search; none while it cannot be asked. */
  private async trainOffers(
    rides: ReturnType<typeof supplierRideOfView>[],
  ): Promise<{ offers: Map<string, CarTypeOffer[]>; unavailable: boolean }> {
    if (rides.length === 0) return { offers: new Map(), unavailable: false };
    try {
      return { offers: await this.trains.offers(rides), unavailable: false };
    } catch (error) {
      if (!(error instanceof SupplierUnavailable)) throw error;
      return { offers: new Map(), unavailable: true };
    }
  }
}

/** Places a search's travellers take: an infant on a lap takes none. */
const seatsNeeded = (c: SearchCriteria): number =>
  Math.max(1, c.adult_quantity + c.child_quantity + c.baby_with_place_quantity);

const segmentOfView = (view: RideView): Segment => ({
  tripId: view.key.tripId,
  serviceDate: view.key.serviceDate,
  fromSequence: view.fromSequence,
  toSequence: view.toSequence,
});

/** A route as the engine's rule of what is worth showing weighs it. */
const weighed = (shown: Shown, changes: number): Weighed => ({
  price: shown.price,
  minutes: (shown.arrival - shown.departure) / 60_000,
  changes,
  rides: shown.rides,
});

/** The town of a station, or the station itself where it has none. */
const cityKey = (index: PlaceIndex, stationId: number): string => {
  const city = index.station(stationId)?.cityId;
  return city === null || city === undefined ? `станция ${stationId}` : `город ${city}`;
};

/** What a station of the timetable is; every ride's stations are the timetable's. */
const kindOf = (timetable: Timetable, stationId: number): StationKind =>
  timetable.kindOf(timetable.stopOf(stationId)!);

/** A per-mode tab's question to the engine, as the key of its kept answer. */
const questionOf = (
  mode: Mode,
  origins: readonly StopId[],
  destinations: readonly StopId[],
  { window }: Prepared,
): string =>
  `${mode} ${origins.join(',')} ${destinations.join(',')} ${window.day} ${window.fromHour}-${window.toHour}`;

const stops = (timetable: Timetable, stationIds: readonly number[]): StopId[] =>
  stationIds.flatMap((id) => {
    const stop = timetable.stopOf(id);
    return stop === undefined ? [] : [stop];
  });
