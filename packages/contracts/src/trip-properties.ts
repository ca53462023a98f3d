import { z } from 'zod';
import { ZCarType } from './enums.ts';
import { runFare, type Run } from './run-fares.ts';

/**
 * What a trip's carrier publishes beyond its times: the vehicle, its places, fares and flags.
 * Any timetable source writes it into `trips.properties`; the server parses it with these
 * schemas when it reads a trip, so a malformed row is a trip we do not sell, never a crash.
 * Every amount is an integer number of kopecks.
 */

const kopecks = z.number().int().nonnegative();

export const ZCabinClass = z.enum(['Economic', 'Business']);
export type CabinClass = z.infer<typeof ZCabinClass>;

export const ZFareFamily = z.object({
  code: z.string(),
  name: z.string(),
  serviceClass: ZCabinClass,
  /** Checked baggage allowance in kg; 0 = none. */
  baggageKg: z.number().int().nonnegative(),
  carryOnKg: z.number().int().nonnegative(),
  refundable: z.boolean(),
  /** Refund penalty when refundable. */
  refundPenalty: kopecks,
  exchangeable: z.boolean(),
  exchangeFee: kopecks,
  meal: z.boolean(),
  /** Adult fare for the whole flight. */
  price: kopecks,
});
export type FareFamily = z.infer<typeof ZFareFamily>;

export const ZSeatMapRow = z.object({
  row: z.number().int().positive(),
  seats: z.array(z.string().regex(/^[A-Z]$/)).min(1),
  serviceClass: ZCabinClass,
  /**
   * A row at an emergency exit: more room for the legs, and by the airlines' safety rules sold
   * only to adults able to help open the exit — never to a child or to an adult with an infant.
   */
  exit: z.boolean().optional(),
});
export type SeatMapRow = z.infer<typeof ZSeatMapRow>;

export const ZPlaneProperties = z.object({
  mode: z.literal('PLANE'),
  aircraftCode: z.string(),
  aircraftName: z.string(),
  seatMap: z.array(ZSeatMapRow),
  fareFamilies: z.array(ZFareFamily),
  /** Landings without passenger exchange, e.g. refuelling on very long flights. */
  /** How popular the trip is, 0–1, where the timetable says: places sold before the site (presold.ts). */
  demand: z.number().min(0).max(1).optional(),
  technicalLandings: z.array(
    z.object({
      stationCode: z.string(),
      arrivalOffset: z.number().int(),
      departureOffset: z.number().int(),
    }),
  ),
});
export type PlaneProperties = z.infer<typeof ZPlaneProperties>;

/** The car types a passenger car can have; Unknown and Baggage are never sold. */
export const ZPassengerCarType = ZCarType.exclude(['Unknown', 'Baggage']);
export type PassengerCarType = z.infer<typeof ZPassengerCarType>;

export const ZTrainCar = z.object({
  number: z.number().int().positive(),
  type: ZPassengerCarType,
  /** The class code printed on the ticket, «2К». */
  serviceClass: z.string(),
  seats: z.number().int().positive(),
  twoStorey: z.boolean(),
  /** Place numbers on the upper storey of a two-storey car. */
  secondFloorSeats: z.array(z.number().int().positive()),
  schemaId: z.string(),
  /** Adult fare = base + perKm × km of the ride. */
  fareBase: kopecks,
  farePerKm: kopecks,
  /** The car carries bedding at all (not a сидячий or общий car). */
  bedding: z.boolean(),
  /**
   * What its bedding costs where each traveller takes it or not; 0 where it comes with every
   * place and its price is in the fare. Rows written before it was kept had it with the place.
   */
  beddingPrice: kopecks.default(0),
  petsAllowed: z.boolean(),
  saleForbidden: z.boolean(),
});
export type TrainCar = z.infer<typeof ZTrainCar>;

/**
 * The adult fare of a place in a car for a ride of `km` on a run, as the carrier's tariff has
 * it: base plus distance, at the run's fare (`run-fares.ts`), sold in whole roubles. The site
 * prices its own trains by it and the IM sandbox, which sells the demonstration network's
 * trains as the carrier would, by the same.
 */
export const trainCarFare = (
  car: Pick<TrainCar, 'fareBase' | 'farePerKm'>,
  km: number,
  run: Run,
): number => runFare(car.fareBase + car.farePerKm * km, run);

export const ZTrainProperties = z.object({
  mode: z.literal('TRAIN'),
  /** «001А» */
  displayNumber: z.string(),
  category: z.string(),
  isSuburban: z.boolean(),
  hasElectronicRegistration: z.boolean(),
  hasTwoStoreyCars: z.boolean(),
  isSaleForbidden: z.boolean(),
  /**
   * The train crosses a foreign country (Москва — Калининград through Lithuania): a traveller
   * needs a transit document, and every car says so. Absent: no document is needed.
   */
  isTransitDocumentRequired: z.boolean().optional(),
  /** How popular the trip is, 0–1, where the timetable says: places sold before the site (presold.ts). */
  demand: z.number().min(0).max(1).optional(),
  cars: z.array(ZTrainCar),
});
export type TrainProperties = z.infer<typeof ZTrainProperties>;

export const ZBusProperties = z.object({
  mode: z.literal('BUS'),
  busModel: z.string(),
  seats: z.number().int().positive(),
  /** Adult fare = base + perKm × km of the ride. */
  fareBase: kopecks,
  farePerKm: kopecks,
  /** A checked bag in the hold, per piece. */
  baggagePrice: kopecks,
  placeSelection: z.boolean(),
  /** How popular the trip is, 0–1, where the timetable says: places sold before the site (presold.ts). */
  demand: z.number().min(0).max(1).optional(),
});
export type BusProperties = z.infer<typeof ZBusProperties>;

export const ZTripProperties = z.discriminatedUnion('mode', [
  ZPlaneProperties,
  ZTrainProperties,
  ZBusProperties,
]);
export type TripProperties = z.infer<typeof ZTripProperties>;
