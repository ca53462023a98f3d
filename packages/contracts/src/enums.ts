import { z } from 'zod';
import { ORDER_TRANSPORT_TYPES } from './enum-labels.ts';

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
export const ZSearchTransportType = z.enum(['PLANE', 'TRAIN', 'BUS', 'COMBINED']);
export type SearchTransportType = z.infer<typeof ZSearchTransportType>;

/** One leg of a journey is always a single mode. */
export const ZLegTransportType = ZSearchTransportType.exclude(['COMBINED']);
export type LegTransportType = z.infer<typeof ZLegTransportType>;

/** Which way a ride of an order goes: a round trip's rides back are 'back'; the rest 'there'. */
export const ZTripDirection = z.enum(['there', 'back']);
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
export const ZPassengerCategory = z.enum(['Adult', 'Child', 'BabyWithPlace', 'BabyWithoutPlace']);
export type PassengerCategory = z.infer<typeof ZPassengerCategory>;

/** Railways have no "baby with a place": such a child travels on a child ticket. */
export const ZTrainPassengerCategory = ZPassengerCategory.exclude(['BabyWithPlace']);
export type TrainPassengerCategory = z.infer<typeof ZTrainPassengerCategory>;

export const ZSex = z.enum(['NoValue', 'Male', 'Female']);
export type Sex = z.infer<typeof ZSex>;

export const ZDocumentType = z.enum([
  'RussianPassport',
  'RussianForeignPassport',
  'BirthCertificate',
  'ForeignPassport',
  'UssrPassport',
  'MilitaryCard',
  'MilitaryOfficerCard',
  'DiplomaticPassport',
  'ReturnToCisCertificate',
  'ServicePassport',
  'SailorPassport',
  'StatelessPersonIdentityCard',
  'ResidencePermit',
  'LostPassportCertificate',
  'MedicalBirthCertificate',
  'PrisonReleaseCertificate',
  'RussianTemporaryIdentityCard',
  'RefugeeIdentity',
  'RefugeeCertificate',
  'ConvictedPersonIdentity',
  'AcknowledgmentOfIdentityOfAForeignCitizenOrStatelessPerson',
  'CertificateIssuedForAForeignCitizenGoingToDiplomaticOffice',
  'AnotherDocumentOfAForeignCitizenRecognizedInTheRussianFederation',
]);
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
export const ZOrderStatus = z.enum(['PAID', 'CANCELLED', 'WAITING', 'RETURNED', 'NOT_PAID']);
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
export const ZTransitDocument = z.enum(['NoValue', 'Permission', 'SimplifiedDocument']);
export type TransitDocument = z.infer<typeof ZTransitDocument>;

/** Railway fare discounts by age; offered to adults only. */
export const ZPreferredTariff = z.enum(['Full', 'Junior', 'Senior']);
export type PreferredTariff = z.infer<typeof ZPreferredTariff>;
