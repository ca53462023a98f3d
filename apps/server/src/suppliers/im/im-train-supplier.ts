import { ZDocumentType, type DocumentType, type TrainSchemaType } from '@peresadka/contracts/enums';
import type { ImPath, ImRequest, ImResponse } from '@peresadka/contracts/im/im-calls';
import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import type { TrainPriceInfo } from '@peresadka/contracts/im/railway-search';
import type { FastifyBaseLogger } from 'fastify';
import { rideNotFound } from '../../rides/ride-lookup.ts';
import type { PlaceDirectory } from '../../suggest/place-directory.ts';
import type { PlaceIndex } from '../../suggest/place-index.ts';
import type { SupplierCache } from '../supplier-cache.ts';
import {
  rideKeyOf,
  type CarPlan,
  type CarTypeOffer,
  type LineStop,
  type RideCars,
  type SupplierRide,
  type TrainSupplier,
} from '../train-supplier.ts';
import { mergedCars, offerOf, sameRide } from './im-answers.ts';
import { placesOfScheme } from './im-car-scheme.ts';
import { ImRefusal, type ImClient } from './im-client.ts';
import {
  carPricingRequest,
  carSchemeRequest,
  trainPricingRequest,
  trainRouteRequest,
} from './im-requests.ts';
import { lineOfRoute } from './im-times.ts';

/**
 * How long answers are kept (docs/suppliers.md): free places change with every sale, so prices
 * and places for minutes at most; a train's line and a car's plan change with the timetable.
 */
export const IM_CACHE_SECONDS = {
  trainPricing: 120,
  carPricing: 60,
  trainRoute: 3600,
  carScheme: 24 * 3600,
} as const;

/**
 * TrainPricing calls one search may make at most: one per pair of cities and day, so a tab
 * makes one; a combined search pricing legs between many cities stops here, and a leg of the
 * pairs left out is not offered rather than the search waiting on dozens of calls.
 */
export const IM_PRICING_CALLS_PER_SEARCH = 8;

type Deps = {
  client: ImClient;
  cache: SupplierCache;
  places: PlaceDirectory;
  log: FastifyBaseLogger;
};

/**
 * Trains sold through the IM partner protocol. Our station ids are the supplier's station
 * codes and our city ids its city codes, as in the built-in sandbox; a contract with IM maps
 * them to the express codes of its stations and cities here (docs/suppliers.md).
 */
export class ImTrainSupplier implements TrainSupplier {
  readonly kind = 'im';

  constructor(private readonly deps: Deps) {}

  async offers(rides: readonly SupplierRide[]): Promise<Map<string, CarTypeOffer[]>> {
    const index = await this.deps.places.index();
    const pointOf = (stationId: number) => cityCodeOf(index, stationId);
    const asks = new Map<
      string,
      { origin: string; destination: string; date: string; rides: SupplierRide[] }
    >();
    for (const ride of rides) {
      const origin = pointOf(ride.key.fromStationId);
      const destination = pointOf(ride.key.toStationId);
      const date = ride.departureTime.slice(0, 10);
      const key = `${origin}|${destination}|${date}`;
      const ask = asks.get(key) ?? { origin, destination, date, rides: [] };
      ask.rides.push(ride);
      asks.set(key, ask);
    }
    const chosen = [...asks.values()]
      .sort((a, b) => b.rides.length - a.rides.length)
      .slice(0, IM_PRICING_CALLS_PER_SEARCH);
    if (chosen.length < asks.size) {
      this.deps.log.warn(
        { supplier: 'im', pairs: asks.size, asked: chosen.length },
        'поиск просил цены больше пар городов, чем разрешено: остальные поезда не предложены',
      );
    }
    const offers = new Map<string, CarTypeOffer[]>();
    const answers = await Promise.all(
      chosen.map(async (ask) => ({ ask, trains: await this.trainPricing(ask) })),
    );
    for (const { ask, trains } of answers) {
      for (const ride of ask.rides) {
        const train = trains.find((t) => sameRide(t, ride));
        const offer = train ? offerOf(train) : [];
        if (offer.length > 0) offers.set(rideKeyOf(ride), offer);
      }
    }
    return offers;
  }

  async cars(ride: SupplierRide): Promise<RideCars> {
    const answer = await this.carPricing(ride);
    const info = answer.TrainInfo;
    // CarPricing says which places are free, a car's plan how many it has: an order asking
    // for a place past them is told so before the supplier is asked.
    const cars = await Promise.all(
      mergedCars(answer.Cars).map(async (car) => ({
        ...car,
        places: car.schemaId
          ? ((await this.scheme(car.schemaId, 'PcFirstStorey'))?.PlaceQuantity ?? null)
          : null,
      })),
    );
    return {
      train: {
        name: info.TrainName,
        category: info.TrainDescription,
        carrier: cars[0]?.carrier ?? ride.trip.carrierName,
        isSuburban: info.IsSuburban,
        hasTwoStoreyCars: cars.some((c) => c.twoStorey),
        hasElectronicRegistration: cars.some((c) => c.electronicRegistration),
        isSaleForbidden: info.IsSaleForbidden,
      },
      cars,
      allowedDocuments: answer.AllowedDocumentTypes.flatMap((d): DocumentType[] => {
        const known = ZDocumentType.safeParse(d);
        return known.success ? [known.data] : [];
      }),
    };
  }

  async route(ride: SupplierRide): Promise<LineStop[]> {
    const [answer, pricing] = await Promise.all([
      this.ask(
        'Railway/V1/Search/TrainRoute',
        trainRouteRequest(ride),
        IM_CACHE_SECONDS.trainRoute,
      ),
      this.carPricing(ride),
    ]);
    const stops = answer.Routes[0]?.RouteStops ?? [];
    if (stops.length < 2) throw rideNotFound();
    return lineOfRoute(stops, pricing.TrainInfo.DepartureDateFromFormingStation);
  }

  async plan(schemaId: string, view: TrainSchemaType): Promise<CarPlan | null> {
    const scheme = await this.scheme(schemaId, view);
    if (!scheme) return null;
    const geometry = placesOfScheme(scheme.Image);
    if (!geometry) {
      this.deps.log.error({ supplier: 'im', schemaId, view }, 'схема вагона без мест');
      return null;
    }
    return { ...geometry, carType: scheme.CarType, twoStorey: scheme.IsTwoStorey };
  }

  /** A car plan in one view; null for one the supplier does not know. */
  private async scheme(schemaId: string, view: TrainSchemaType) {
    if (!/^[1-9]\d{0,8}$/.test(schemaId)) return null;
    try {
      return await this.ask(
        'Railway/V1/Search/CarScheme',
        carSchemeRequest(Number(schemaId), view),
        IM_CACHE_SECONDS.carScheme,
      );
    } catch (error) {
      // A plan the supplier does not know is a plan we cannot show, not a broken page.
      if (error instanceof ImRefusal) return null;
      throw error;
    }
  }

  async placesChanged(ride: SupplierRide): Promise<void> {
    const index = await this.deps.places.index();
    const pointOf = (stationId: number) => cityCodeOf(index, stationId);
    await Promise.all([
      this.forget(
        'Railway/V1/Search/TrainPricing',
        trainPricingRequest(
          pointOf(ride.key.fromStationId),
          pointOf(ride.key.toStationId),
          ride.departureTime.slice(0, 10),
        ),
      ),
      this.forget('Railway/V1/Search/CarPricing', carPricingRequest(ride)),
    ]);
  }

  private async trainPricing(ask: {
    origin: string;
    destination: string;
    date: string;
  }): Promise<TrainPriceInfo[]> {
    try {
      const answer = await this.ask(
        'Railway/V1/Search/TrainPricing',
        trainPricingRequest(ask.origin, ask.destination, ask.date),
        IM_CACHE_SECONDS.trainPricing,
      );
      return answer.Trains;
    } catch (error) {
      if (error instanceof ImRefusal && error.code === IM_ERRORS.noTrains) return [];
      throw error;
    }
  }

  /** The ride's cars; a train the supplier does not sell on that run is not found. */
  private async carPricing(
    ride: SupplierRide,
  ): Promise<ImResponse<'Railway/V1/Search/CarPricing'>> {
    try {
      const answer = await this.ask(
        'Railway/V1/Search/CarPricing',
        carPricingRequest(ride),
        IM_CACHE_SECONDS.carPricing,
      );
      if (!sameRide(answer.TrainInfo, ride)) throw rideNotFound();
      return answer;
    } catch (error) {
      if (error instanceof ImRefusal && error.code === IM_ERRORS.noTrains) throw rideNotFound();
      throw error;
    }
  }

  private ask<P extends ImPath>(path: P, body: ImRequest<P>, ttlSeconds: number) {
    return this.deps.cache.get([path, body], ttlSeconds, () => this.deps.client.call(path, body));
  }

  private forget<P extends ImPath>(path: P, body: ImRequest<P>) {
    return this.deps.cache.forget([path, body]);
  }
}

/**
 * The supplier's code of the city a station is in (TrainPricing asks for every station of the
 * two cities at once), or of the station where it has no city.
 */
function cityCodeOf(index: PlaceIndex, stationId: number): string {
  const cityId = index.station(stationId)?.cityId;
  return cityId === null || cityId === undefined ? String(stationId) : String(cityId);
}
