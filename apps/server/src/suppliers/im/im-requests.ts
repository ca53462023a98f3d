import type { TrainSchemaType } from '@peresadka/contracts/enums';
import type { ImRequest } from '@peresadka/contracts/im/im-calls';
import { imDateOf } from '@peresadka/contracts/im/im-values';
import type { SupplierRide } from '../train-supplier.ts';

/**
 * The search calls' requests as the protocol has them (the contract test holds each to its
 * fixture). A ride is asked by its two stations' codes, its number and its local date; our
 * station ids are the codes (im-train-supplier.ts).
 */

/** A day's trains between two points (station or city codes), all day long. */
export const trainPricingRequest = (
  origin: string,
  destination: string,
  date: string,
): ImRequest<'Railway/V1/Search/TrainPricing'> => ({
  Origin: origin,
  Destination: destination,
  DepartureDate: imDateOf(date),
  TimeFrom: 0,
  TimeTo: 24,
  CarGrouping: 'Group',
  SpecialPlacesDemand: 'NoValue',
});

/** The local date the traveller boards on, as the protocol asks by it. */
const boardingDate = (ride: SupplierRide) => imDateOf(ride.departureTime.slice(0, 10));

export const carPricingRequest = (
  ride: SupplierRide,
): ImRequest<'Railway/V1/Search/CarPricing'> => ({
  OriginCode: String(ride.key.fromStationId),
  DestinationCode: String(ride.key.toStationId),
  DepartureDate: boardingDate(ride),
  TrainNumber: ride.trip.number,
  CarType: null,
  TariffType: 'Full',
  SpecialPlacesDemand: 'NoValue',
});

export const trainRouteRequest = (
  ride: SupplierRide,
): ImRequest<'Railway/V1/Search/TrainRoute'> => ({
  TrainNumber: ride.trip.number,
  Origin: String(ride.key.fromStationId),
  Destination: String(ride.key.toStationId),
  DepartureDate: boardingDate(ride),
});

export const carSchemeRequest = (
  schemeId: number,
  view: TrainSchemaType,
): ImRequest<'Railway/V1/Search/CarScheme'> => ({ RailwayCarSchemeId: schemeId, View: view });
