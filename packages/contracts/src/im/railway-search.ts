import { z } from 'zod';
import { ZCarType, ZDocumentType, ZTrainSchemaType } from '../enums.ts';
import {
  ZImClock,
  ZImDateTime,
  ZImFeeCalculation,
  ZImMoney,
  ZImZoneDifference,
} from './im-values.ts';

/**
 * `Railway/V1/Search/*` of the IM protocol: a day's trains between two points with their car
 * classes (TrainPricing), one train's cars with their free places (CarPricing), a train's route
 * (TrainRoute), a pair's timetable over dates (Schedule) and the car plans (CarScheme). Shapes
 * as `shared/suppliers/im/fixtures/Railway/Search/` keeps them; fields the site does not read
 * are declared all the same, so the sandbox is held to the whole shape.
 */

const count = z.number().int().nonnegative();
const fee = ZImFeeCalculation.nullable();

/** A station's or a city's code ('2000000'), or a city's name ('Москва'). */
const ZPoint = z.string().min(1).max(100);

export const ZTrainPricingRequest = z.object({
  Origin: ZPoint,
  Destination: ZPoint,
  /** The day, as midnight: '2016-11-01T00:00:00'. */
  DepartureDate: ZImDateTime,
  /** Local departure hours, 0–24. */
  TimeFrom: z.number().int().min(0).max(24).nullable(),
  TimeTo: z.number().int().min(0).max(24).nullable(),
  CarGrouping: z.enum(['Group', 'DontGroup', 'GroupByGender']),
  SpecialPlacesDemand: z.enum(['NoValue', 'PlacesForDisabledPersons', 'PlacesForVipPersons']),
});
export type TrainPricingRequest = z.infer<typeof ZTrainPricingRequest>;

/** A train's cars of one type: the cheapest and dearest place, and how many are free. */
export const ZCarGroup = z.object({
  CarType: ZCarType,
  CarTypeName: z.string(),
  /** Free places without a tier (seats). */
  PlaceQuantity: count,
  LowerPlaceQuantity: count,
  UpperPlaceQuantity: count,
  LowerSidePlaceQuantity: count,
  UpperSidePlaceQuantity: count,
  MalePlaceQuantity: count,
  FemalePlaceQuantity: count,
  EmptyCabinQuantity: count,
  MixedCabinQuantity: count,
  MinPrice: ZImMoney,
  MaxPrice: ZImMoney,
  IsSaleForbidden: z.boolean(),
  AvailabilityIndication: z.string(),
  Carriers: z.array(z.string()),
  CarDescriptions: z.array(z.string()).nullable(),
  ServiceClasses: z.array(z.string()).nullable(),
  InternationalServiceClasses: z.array(z.string()).nullable(),
  ServiceCosts: z.array(ZImMoney).nullable(),
  IsBeddingSelectionPossible: z.boolean(),
  HasElectronicRegistration: z.boolean(),
  HasGenderCabins: z.boolean(),
  HasPlaceNumeration: z.boolean(),
  HasPlacesNearPlayground: z.boolean(),
  HasPlacesNearPets: z.boolean(),
  HasPlacesNearBabies: z.boolean(),
  Discounts: z.array(z.unknown()),
  InfoRequestSchema: z.string(),
  /** Every free place of the group, whatever its tier. */
  TotalPlaceQuantity: count,
  PlaceReservationTypes: z.array(z.string()),
  IsThreeHoursReservationAvailable: z.boolean(),
  IsDeferredPaymentAvailable: z.boolean().optional(),
  IsMealOptionPossible: z.boolean(),
  IsAdditionalMealOptionPossible: z.boolean(),
  IsTransitDocumentRequired: z.boolean(),
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
});
export type CarGroup = z.infer<typeof ZCarGroup>;

/** What identifies and times a train for a pair of points. */
export const ZTrainInfo = z.object({
  TrainNumber: z.string(),
  TrainNumberToGetRoute: z.string(),
  DisplayTrainNumber: z.string(),
  TrainDescription: z.string().nullable(),
  TrainName: z.string().nullable(),
  TransportType: z.string(),
  OriginName: z.string(),
  OriginStationCode: z.string(),
  DestinationName: z.string(),
  DestinationStationCode: z.string(),
  DestinationNames: z.array(z.string()),
  /** At the traveller's stations, on their clocks. */
  LocalDepartureDateTime: ZImDateTime,
  /** On Moscow's clock (TimeDescription). */
  DepartureDateTime: ZImDateTime,
  LocalArrivalDateTime: ZImDateTime,
  ArrivalDateTime: ZImDateTime,
  ArrivalDateTimes: z.array(ZImDateTime),
  LocalArrivalDateTimes: z.array(ZImDateTime),
  /** The train's start at its first station, Moscow time: names the run. */
  DepartureDateFromFormingStation: ZImDateTime,
  DepartureStopTime: count,
  ArrivalStopTime: count,
  /** Minutes. */
  TripDuration: count,
  /** Kilometres. */
  TripDistance: count,
  IsSuburban: z.boolean(),
  IsComponent: z.boolean(),
  CarServices: z.array(z.string()).nullable(),
  IsSaleForbidden: z.boolean(),
});
export type TrainInfo = z.infer<typeof ZTrainInfo>;

export const ZTrainPriceInfo = ZTrainInfo.extend({
  HasElectronicRegistration: z.boolean(),
  HasDynamicPricingCars: z.boolean(),
  HasTwoStoreyCars: z.boolean(),
  Carriers: z.array(z.string()),
  CarGroups: z.array(ZCarGroup),
  Id: z.number().int(),
});
export type TrainPriceInfo = z.infer<typeof ZTrainPriceInfo>;

export const ZTrainPricingResponse = z.object({
  RoutePolicy: z.string(),
  OriginCode: z.string().nullable(),
  OriginStationCode: z.string().nullable(),
  OriginTimeZoneDifference: ZImZoneDifference,
  DestinationCode: z.string().nullable(),
  DestinationStationCode: z.string().nullable(),
  DestinationTimeZoneDifference: ZImZoneDifference,
  Trains: z.array(ZTrainPriceInfo),
  DepartureTimeDescription: z.string(),
  ArrivalTimeDescription: z.string(),
  IsFromUkrain: z.boolean(),
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
  NotAllTrainsReturned: z.boolean(),
  StationClarifying: z.unknown().nullable(),
  BookingSystem: z.string(),
  Id: z.number().int(),
});
export type TrainPricingResponse = z.infer<typeof ZTrainPricingResponse>;

export const ZCarPricingRequest = z.object({
  OriginCode: ZPoint,
  DestinationCode: ZPoint,
  DepartureDate: ZImDateTime,
  TrainNumber: z.string().min(1).max(20),
  CarType: ZCarType.nullable(),
  TariffType: z.string().nullable(),
  SpecialPlacesDemand: z.enum(['NoValue', 'PlacesForDisabledPersons', 'PlacesForVipPersons']),
});
export type CarPricingRequest = z.infer<typeof ZCarPricingRequest>;

/**
 * One car, or one kind of place in it (`CarPlaceType`: a car may come once per kind, each
 * with its own prices and free places): the places are numbers, possibly with a gender letter
 * («12М»), in a comma-separated list.
 */
export const ZCarPriceInfo = z.object({
  CarType: ZCarType,
  CarSubType: z.string().nullable(),
  CarTypeName: z.string(),
  CarNumber: z.string(),
  ServiceClass: z.string(),
  InternationalServiceClass: z.string().nullable(),
  CarDescription: z.string().nullable(),
  ServiceClassTranscript: z.string().nullable(),
  FreePlaces: z.string(),
  FreePlacesByCompartments: z.array(z.unknown()).nullable(),
  PlaceQuantity: count,
  IsTwoStorey: z.boolean(),
  Services: z.array(z.string()),
  MinPrice: ZImMoney,
  MaxPrice: ZImMoney,
  /** What bedding and other services cost on top, where chosen separately. */
  ServiceCost: ZImMoney,
  PlaceReservationType: z.string(),
  Carrier: z.string(),
  HasGenderCabins: z.boolean(),
  RzhdCardTypes: z.array(z.string()),
  TrainNumber: z.string(),
  LocalArrivalDateTime: ZImDateTime,
  ArrivalDateTime: ZImDateTime,
  HasNoInterchange: z.boolean(),
  HasPlaceNumeration: z.boolean(),
  IsBeddingSelectionPossible: z.boolean(),
  HasElectronicRegistration: z.boolean(),
  HasDynamicPricing: z.boolean(),
  HasPlacesNearBabies: z.boolean(),
  HasPlacesNearPlayground: z.boolean(),
  HasPlacesNearPets: z.boolean(),
  IsAdditionalPassengerAllowed: z.boolean(),
  IsChildTariffTypeAllowed: z.boolean(),
  CarPlaceType: z.string(),
  Discounts: z.array(z.unknown()),
  IsSaleForbidden: z.boolean(),
  AvailabilityIndication: z.string(),
  IsThreeHoursReservationAvailable: z.boolean(),
  Road: z.string().nullable(),
  PassengerSpecifyingRules: z.string(),
  IsMealOptionPossible: z.boolean(),
  IsAdditionalMealOptionPossible: z.boolean(),
  IsTransitDocumentRequired: z.boolean(),
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
  /** The car's plan (CarScheme); public clients of the protocol read it beside the fixture's. */
  RailwayCarSchemeId: z.number().int().positive().nullable().optional(),
});
export type CarPriceInfo = z.infer<typeof ZCarPriceInfo>;

export const ZCarPricingResponse = z.object({
  OriginCode: z.string(),
  DestinationCode: z.string(),
  OriginTimeZoneDifference: ZImZoneDifference,
  DestinationTimeZoneDifference: ZImZoneDifference,
  Cars: z.array(ZCarPriceInfo),
  RoutePolicy: z.string(),
  TrainInfo: ZTrainInfo,
  IsFromUkrain: z.boolean(),
  /** Documents a passenger of this train may travel on; values outside ours are dropped. */
  AllowedDocumentTypes: z.array(z.union([ZDocumentType, z.string()])),
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
  BookingSystem: z.string(),
});
export type CarPricingResponse = z.infer<typeof ZCarPricingResponse>;

export const ZTrainRouteRequest = z.object({
  TrainNumber: z.string().min(1).max(20),
  Origin: ZPoint,
  Destination: ZPoint,
  DepartureDate: ZImDateTime,
});
export type TrainRouteRequest = z.infer<typeof ZTrainRouteRequest>;

/** A stop of a train's line, on its own clock ('Local…') and on Moscow's. */
export const ZRouteStop = z.object({
  StationName: z.string(),
  CityName: z.string(),
  LocalDepartureTime: ZImClock,
  DepartureTime: ZImClock,
  LocalArrivalTime: ZImClock,
  ArrivalTime: ZImClock,
  RouteStopType: z.enum(['Departure', 'Intermediate', 'Arrival']),
  /** Minutes the train stands. */
  StopDuration: count,
  TimeDescription: z.string(),
});
export type RouteStop = z.infer<typeof ZRouteStop>;

export const ZTrainRouteResponse = z.object({
  Routes: z.array(
    z.object({
      RouteStops: z.array(ZRouteStop),
      Name: z.string(),
      OriginName: z.string(),
      DestinationName: z.string(),
    }),
  ),
});
export type TrainRouteResponse = z.infer<typeof ZTrainRouteResponse>;

export const ZScheduleRequest = z.object({
  Origin: ZPoint,
  Destination: ZPoint,
  DepartureDate: ZImDateTime.nullable(),
  TimeFrom: z.number().int().min(0).max(24).nullable(),
  TimeTo: z.number().int().min(0).max(24).nullable(),
});
export type ScheduleRequest = z.infer<typeof ZScheduleRequest>;

export const ZScheduleResponse = z.object({
  OriginStationCode: z.string(),
  DestinationStationCode: z.string(),
  RoutePolicy: z.string(),
  Schedules: z.array(
    z.object({
      TrainNumber: z.string(),
      TrainNumberToGetRoute: z.string(),
      TrainName: z.string().nullable(),
      OriginName: z.string(),
      OriginStationCode: z.string(),
      DestinationName: z.string(),
      DestinationStationCode: z.string(),
      LocalDepartureTime: ZImClock,
      DepartureTime: ZImClock,
      DepartureStopTime: count,
      LocalArrivalTime: ZImClock,
      ArrivalTime: ZImClock,
      ArrivalStopTime: count,
      TripDuration: count,
      TripDistance: count,
      /** «ежедневно», «по 10.12 еж», «пн, ср, пт». */
      Regularity: z.string(),
      StartSalesDateTime: ZImDateTime.nullable(),
    }),
  ),
  StationClarifying: z.unknown().nullable(),
  OriginTimeZoneDifference: ZImZoneDifference,
  DestinationTimeZoneDifference: ZImZoneDifference,
  NotAllTrainsReturned: z.boolean(),
});
export type ScheduleResponse = z.infer<typeof ZScheduleResponse>;

/**
 * A car's plan in one view (SPEC's `PcFirstStorey`…), by the `RailwayCarSchemeId` CarPricing
 * gives. The fixtures hold no example of this call; like RZD's own scheme service, the answer
 * is an SVG drawing in which every place is a `<g data-place="N" data-kind="…">` group around
 * the rectangle it occupies — the site reads the places and draws its own accessible plan.
 */
export const ZCarSchemeRequest = z.object({
  RailwayCarSchemeId: z.number().int().positive(),
  View: ZTrainSchemaType,
});
export type CarSchemeRequest = z.infer<typeof ZCarSchemeRequest>;

export const ZCarSchemeResponse = z.object({
  RailwayCarSchemeId: z.number().int().positive(),
  View: ZTrainSchemaType,
  CarType: ZCarType,
  IsTwoStorey: z.boolean(),
  /** Places on the whole car, both storeys. */
  PlaceQuantity: count,
  Image: z.string().min(1),
});
export type CarSchemeResponse = z.infer<typeof ZCarSchemeResponse>;
