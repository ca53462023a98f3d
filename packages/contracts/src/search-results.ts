import { z } from 'zod';
import { MAX_TRANSFERS } from './constants.ts';
import { ZStationType } from './enums.ts';
import { ZPassengerCarType } from './trip-properties.ts';
import { code, text } from './text-rules.ts';
import { ZDateTime, ZIsoDate, ZKopecks, ZMinutes } from './units.ts';

/** Route ids are ours (six rides at most); anything longer was never issued. */
export const ROUTE_ID_MAX_LENGTH = 400;
const UNKNOWN_ROUTE = 'Неизвестный маршрут';

/** Our stable id of one result; favorites, detail and orders refer to a route by it. */
export const ZRouteId = text(ROUTE_ID_MAX_LENGTH, { tooLong: UNKNOWN_ROUTE }).min(1, UNKNOWN_ROUTE);

/** Where and when one trip runs; shared by results, flights, orders. */
/** Where a station is, for the journey map. */
export const ZPoint = z.object({ latitude: z.number(), longitude: z.number() });
export type Point = z.infer<typeof ZPoint>;

export const ZTripTimes = z.object({
  origin_name: z.string(),
  destination_name: z.string(),
  travel_time: ZMinutes,
  departure_time: ZDateTime,
  arrival_time: ZDateTime,
  /** Absent where the station's position is unknown to us. */
  origin_point: ZPoint.optional(),
  destination_point: ZPoint.optional(),
});

export type TripTimes = z.infer<typeof ZTripTimes>;

export const ZBusResult = ZTripTimes.extend({
  route_id: ZRouteId,
  price: ZKopecks,
  provider: z.string(),
  date: ZIsoDate,
  race_id: z.string(),
  text: z.string(),
});
export type BusResult = z.infer<typeof ZBusResult>;

/** A car type of a train with a free place: its cheapest place for one adult, fee included. */
export const ZCarClassPrice = z.object({
  car_type: ZPassengerCarType,
  price: ZKopecks,
  free_places: z.number().int().positive(),
  /** Of them lower berths, side ones too (0 in a sitting car); absent where unknown. */
  lower_free_places: z.number().int().nonnegative().optional(),
});
export type CarClassPrice = z.infer<typeof ZCarClassPrice>;

/**
 * `price` is the cheapest place, which the card prints as «от …»; `car_classes` the cheapest of
 * each car type with a free place, cheapest first («плацкарт от …, купе от …»).
 */
export const ZTrainResult = ZBusResult.extend({
  display_train_number: z.string(),
  train_name: z.string(),
  has_two_storey_cars: z.boolean(),
  origin_code: z.string(),
  destination_code: z.string(),
  train_number: z.string(),
  car_classes: z.array(ZCarClassPrice),
});
export type TrainResult = z.infer<typeof ZTrainResult>;

export const ZFlight = ZTripTimes.extend({
  id: z.string(),
  flight_group: z.number().int(),
  join_number: z.number().int(),
  branded_fare_info: z.string().nullable(),
  flight_number: z.string(),
  origin_code: z.string(),
  destination_code: z.string(),
  marketing_airline_code: z.string(),
  operating_airline_code: z.string(),
  departure_date: ZIsoDate,
  arrival_date: ZIsoDate,
  service_subclass: z.string(),
  fare_code: z.string(),
  brand_id: z.string().nullable(),
  /** Whether the fare priced (`branded_fare_info`) includes checked baggage; absent where unknown. */
  baggage: z.boolean().optional(),
});
export type Flight = z.infer<typeof ZFlight>;

export const ZPlaneResult = z.object({
  route_id: ZRouteId,
  price: ZKopecks,
  gds: z.string(),
  segments: z.array(z.object({ flights: z.array(ZFlight).min(1) })).min(1),
});
export type PlaneResult = z.infer<typeof ZPlaneResult>;

/** One single-mode result tagged with its mode, as a leg of a combined route or a favorite. */
export const ZLeg = z.discriminatedUnion('transport_type', [
  ZBusResult.extend({ transport_type: z.literal('BUS') }),
  ZTrainResult.extend({ transport_type: z.literal('TRAIN') }),
  ZPlaneResult.extend({ transport_type: z.literal('PLANE') }),
]);
export type Leg = z.infer<typeof ZLeg>;

/** A change between two legs: how long the traveller waits and whether they cross town. */
export const ZTransfer = z.object({
  arrival_station: z.string(),
  departure_station: z.string(),
  /** What the two stations are: a crossing to an airport is said as one (`changePlace`). */
  arrival_kind: ZStationType,
  departure_kind: ZStationType,
  wait_minutes: ZMinutes,
  station_change: z.boolean(),
});
export type Transfer = z.infer<typeof ZTransfer>;

/** Totals sit on the route itself so sorting needs no leg (SPEC kept them on the first leg). */
export const ZCombinedRoute = z.object({
  route_id: ZRouteId,
  routes_price: ZKopecks,
  routes_time: ZMinutes,
  legs: z
    .array(ZLeg)
    .min(2)
    .max(MAX_TRANSFERS + 1),
  /** One per change: transfers[i] sits between legs[i] and legs[i + 1]. */
  transfers: z.array(ZTransfer).max(MAX_TRANSFERS),
});
export type CombinedRoute = z.infer<typeof ZCombinedRoute>;

/** A mode that failed answers with its own message while the others still show. */
const ZTransportError = z.object({ error_message: z.string() });

/** A combined search runs in the background; its results are fetched by this id. */
export const ZCombinedRouteId = code().min(1);

/**
 * The combined part of a search refused for now (the server is full): the per-mode lists still
 * answer; the combined search may be started again (`POST /v1/combined_routes`) after
 * `retry_after` seconds.
 */
export const ZCombinedRefused = z.object({
  error_message: z.string(),
  retry_after: z.number().int().positive(),
});
export type CombinedRefused = z.infer<typeof ZCombinedRefused>;

export const ZSearchResponse = z.object({
  airplane: z.array(ZPlaneResult),
  train: z.array(ZTrainResult),
  bus: z.array(ZBusResult),
  airplane_error: ZTransportError.optional(),
  train_error: ZTransportError.optional(),
  bus_error: ZTransportError.optional(),
  /** Null when the combined search is off or refused for now (then `combined_error` says so). */
  combined_route: ZCombinedRouteId.nullable(),
  combined_error: ZCombinedRefused.optional(),
});
export type SearchResponse = z.infer<typeof ZSearchResponse>;

export const ZCombinedSearchStarted = z.object({ combined_route: ZCombinedRouteId });
export type CombinedSearchStarted = z.infer<typeof ZCombinedSearchStarted>;

export const ZCombinedRouteParams = z.object({ id: ZCombinedRouteId });

/** 200 answer of the combined fetch; 202 (still computing) and 204 (expired) have no body. */
export const ZCombinedRoutesResponse = z.object({ routes: z.array(ZCombinedRoute) });
export type CombinedRoutesResponse = z.infer<typeof ZCombinedRoutesResponse>;
