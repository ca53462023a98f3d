import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  LEG_TRANSPORT_TYPES,
  ORDER_STATUSES,
  ORDER_TRANSPORT_TYPES,
  PASSENGER_CATEGORIES,
  PREFERRED_TARIFFS,
  SEXES,
  TRANSIT_DOCUMENTS,
  TRIP_DIRECTIONS,
} from './enum-labels.ts';

export {
  documentTypeLabels,
  isOrderTransportType,
  ORDER_TRANSPORT_TYPES,
  orderStatusLabels,
  orderTransportLabels,
  orderTransportOfLeg,
  passengerCategoryCodes,
  passengerCategoryLabels,
  preferredTariffLabels,
  sexLabels,
  transitDocumentLabels,
  tripDirectionLabels,
  type PassengerCategoryCode,
} from './enum-labels.ts';

/** Tabs of the results page; COMBINED mixes the other three. */
export const ZSearchTransportType = z.enum([...LEG_TRANSPORT_TYPES, 'COMBINED']);
export type SearchTransportType = z.infer<typeof ZSearchTransportType>;

/** One leg of a journey is always a single mode. */
export const ZLegTransportType = z.enum(LEG_TRANSPORT_TYPES);
export type LegTransportType = z.infer<typeof ZLegTransportType>;

/** Which way a ride of an order goes: a round trip's rides back are 'back'; the rest 'there'. */
export const ZTripDirection = z.enum(TRIP_DIRECTIONS);
export type TripDirection = z.infer<typeof ZTripDirection>;

/**
 * Orders name the mode as the payment URLs do (/payment/create/bus/ …); 'combined' is one
 * order over legs of several modes (a plane, then a train…).
 */
export const ZOrderTransportType = z.enum(ORDER_TRANSPORT_TYPES);
export type OrderTransportType = z.infer<typeof ZOrderTransportType>;

export const ZStationType = z.enum(['RailwayStation', 'Airport', 'BusStop']);
export type StationType = z.infer<typeof ZStationType>;

export const ZServiceClass = z.enum(['Economic', 'Business', 'First', 'Comfort']);
export type ServiceClass = z.infer<typeof ZServiceClass>;

/** The four passenger counters; the air booking uses the same names. */
export const ZPassengerCategory = z.enum(PASSENGER_CATEGORIES);
export type PassengerCategory = z.infer<typeof ZPassengerCategory>;

/** Railways have no "baby with a place": such a child travels on a child ticket. */
export const ZTrainPassengerCategory = ZPassengerCategory.exclude(['BabyWithPlace']);
export type TrainPassengerCategory = z.infer<typeof ZTrainPassengerCategory>;

export const ZSex = z.enum(SEXES);
export type Sex = z.infer<typeof ZSex>;

export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof ZDocumentType>;

export const ZCarType = z.enum([
  'Unknown',
  'Shared',
  'Soft',
  'Luxury',
  'Compartment',
  'ReservedSeat',
  'Sedentary',
  'Baggage',
]);
export type CarType = z.infer<typeof ZCarType>;

/** Orders and each passenger's ticket carry one of these. */
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof ZOrderStatus>;

/** Car plan variants: double-deck cars have two floors, narrow screens get a vertical plan. */
export const ZTrainSchemaType = z.enum([
  'PcFirstStorey',
  'PcSecondStorey',
  'MobileFirstStorey',
  'MobileSecondStorey',
]);
export type TrainSchemaType = z.infer<typeof ZTrainSchemaType>;

/** Needed by trains crossing Lithuania to and from Kaliningrad. */
export const ZTransitDocument = z.enum(TRANSIT_DOCUMENTS);
export type TransitDocument = z.infer<typeof ZTransitDocument>;

/** Railway fare discounts by age; offered to adults only. */
export const ZPreferredTariff = z.enum(PREFERRED_TARIFFS);
export type PreferredTariff = z.infer<typeof ZPreferredTariff>;
