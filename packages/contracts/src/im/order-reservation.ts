import { z } from 'zod';
import { ZCarType, ZSex } from '../enums.ts';
import { IM_TYPES, ZImDateTime, ZImFeeCalculation, ZImMoney } from './im-values.ts';

/**
 * `Order/V1/Reservation/*` of the IM protocol for railway items: Create holds places until
 * `ConfirmTill`, ProlongReservation extends the hold, Confirm issues the blanks (numbers and
 * `VoidTill`), Cancel drops an unconfirmed reservation, Void undoes a confirmed one before
 * `VoidTill` without penalty, Blank answers the carrier's PDF, ReturnAmount quotes a return and
 * AutoReturn makes it. Shapes as `shared/suppliers/im/fixtures/Order/Reservation/` keeps them.
 */

const id = z.number().int().positive();
const fee = ZImFeeCalculation.nullable();

export const ZImPassengerCategory = z.enum(['Adult', 'Child', 'BabyWithoutPlace']);
export type ImPassengerCategory = z.infer<typeof ZImPassengerCategory>;

/** A traveller of the order, referred to from the items by `Index`. */
export const ZOrderCustomerRequest = z.object({
  $type: z.literal(IM_TYPES.fullCustomer),
  DocumentNumber: z.string().min(1).max(30),
  DocumentType: z.string().min(1).max(80),
  DocumentValidTill: ZImDateTime.nullable(),
  /** ISO 3166 alpha-2: 'RU'. */
  CitizenshipCode: z.string().regex(/^[A-Z]{2}$/),
  BirthPlace: z.string().nullable(),
  FirstName: z.string().min(1).max(50),
  MiddleName: z.string().max(50).nullable(),
  LastName: z.string().min(1).max(50),
  Sex: ZSex,
  Birthday: ZImDateTime,
  Index: z.number().int().positive(),
});
export type OrderCustomerRequest = z.infer<typeof ZOrderCustomerRequest>;

export const ZRailwayReservationRequest = z.object({
  $type: z.literal(IM_TYPES.railwayReservationRequest),
  OriginCode: z.string().min(1).max(20),
  DestinationCode: z.string().min(1).max(20),
  DepartureDate: ZImDateTime,
  TrainNumber: z.string().min(1).max(20),
  CarNumber: z.string().max(4).nullable(),
  CarType: ZCarType,
  LowerPlaceQuantity: z.number().int().nonnegative().nullable(),
  UpperPlaceQuantity: z.number().int().nonnegative().nullable(),
  CabinGenderKind: z.string(),
  CarStorey: z.enum(['NoValue', 'First', 'Second']),
  /** Places to choose from, both ends included; From = To asks for one place. */
  PlaceRange: z.object({ From: id, To: id }).nullable(),
  CabinPlaceDemands: z.enum(['NoValue', 'InOneCabin', 'NoSidePlaces', 'InOneCompartment']),
  SetElectronicRegistration: z.boolean(),
  /** null: as the car sells it; true/false where bedding is chosen separately. */
  Bedding: z.boolean().nullable(),
  ServiceClass: z.string().nullable(),
  InternationalServiceClass: z.string().nullable(),
  AdditionalPlaceRequirements: z.string(),
  ProviderPaymentForm: z.enum(['Card', 'Cash', 'Invoice']),
  Passengers: z
    .array(
      z.object({
        Category: ZImPassengerCategory,
        PreferredAdultTariffType: z.string().nullable(),
        RailwayBonusCards: z.array(z.unknown()).nullable(),
        IsInvalid: z.boolean(),
        OrderCustomerIndex: z.number().int().positive(),
      }),
    )
    .min(1)
    .max(9),
  Index: z.number().int().positive(),
  /** The agent's own id of the item: a repeated Create with it finds the first reservation. */
  AgentReferenceId: z.string().max(64).nullable(),
  AgentPaymentId: z.string().nullable(),
});
export type RailwayReservationRequest = z.infer<typeof ZRailwayReservationRequest>;

export const ZCreateReservationRequest = z.object({
  ContactPhone: z.string().max(20).nullable(),
  ContactEmails: z.array(z.string().max(100)).nullable(),
  Customers: z.array(ZOrderCustomerRequest).min(1).max(9),
  ReservationItems: z.array(ZRailwayReservationRequest).min(1).max(6),
});
export type CreateReservationRequest = z.infer<typeof ZCreateReservationRequest>;

const ZCustomerAnswer = z.object({
  OrderCustomerId: id,
  FirstName: z.string(),
  MiddleName: z.string().nullable(),
  LastName: z.string(),
  Sex: ZSex,
  DocumentNumber: z.string(),
  DocumentValidTill: ZImDateTime.nullable(),
  DocumentType: z.string(),
  CitizenshipCode: z.string(),
  BirthPlace: z.string().nullable(),
});

export const ZReservationBlank = z.object({
  OrderItemBlankId: id,
  Amount: ZImMoney,
  /** The ticket's number, known from Confirm on. */
  Number: z.string().nullable(),
  TariffType: z.string(),
  IsMealOptionPossible: z.boolean(),
  VatRateValues: z.array(z.unknown()).nullable(),
  BaseFare: ZImMoney,
  AdditionalPrice: ZImMoney,
  TariffInfo: z.unknown().nullable(),
  TariffAdditionalInfo: z.unknown().nullable(),
  PrepaidMealInfo: z.unknown().nullable(),
  ServicePrice: ZImMoney,
});

export const ZReservationPassenger = z.object({
  Category: ZImPassengerCategory,
  /** Place numbers as the carrier prints them: '001', '012, 013'; '' for a lap child. */
  Places: z.string(),
  /** Tiers of the places: 'Н' lower, 'В' upper, 'С' side… */
  PlaceTiers: z.string().nullable(),
  PlacesWithType: z.unknown().nullable(),
  TariffType: z.string(),
  FirstName: z.string(),
  MiddleName: z.string().nullable(),
  LastName: z.string(),
  Birthday: ZImDateTime.nullable(),
  Sex: ZSex,
  Citizenship: z.string(),
  OrderItemBlankId: id,
  OrderCustomerId: id,
  OrderCustomerReferenceIndex: z.number().int().positive(),
  Amount: ZImMoney,
  Fare: ZImMoney,
  Tax: ZImMoney,
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
});

export const ZRailwayReservationResponse = z.object({
  $type: z.literal(IM_TYPES.railwayReservationResponse),
  DepartureDateTime: ZImDateTime,
  ArrivalDateTime: ZImDateTime,
  Blanks: z.array(ZReservationBlank),
  OriginStation: z.string(),
  DestinationStation: z.string(),
  OriginStationCode: z.string(),
  DestinationStationCode: z.string(),
  OriginTimeZoneDifference: z.number().int(),
  DestinationTimeZoneDifference: z.number().int(),
  TrainNumber: z.string(),
  BookingTrainNumber: z.string().nullable(),
  TrainNumberToGetRoute: z.string().nullable(),
  CarType: ZCarType,
  CarNumber: z.string(),
  ServiceClass: z.string().nullable(),
  InternationalServiceClass: z.string().nullable(),
  TimeDescription: z.string().nullable(),
  IsPrintTicketPossible: z.boolean(),
  NearestTicketPrintStations: z.unknown().nullable(),
  Carrier: z.string(),
  CarrierCode: z.string().nullable(),
  CarrierTin: z.string().nullable(),
  CountryCode: z.string().nullable(),
  IsMealOptionPossible: z.boolean(),
  IsAdditionalMealOptionPossible: z.boolean(),
  MealGroup: z.string().nullable(),
  BookingSystem: z.string(),
  IsThreeHoursReservationAvailable: z.boolean(),
  TripDuration: z.number().int().nonnegative(),
  TrainDescription: z.string().nullable(),
  CarDescription: z.string().nullable(),
  IsSuburban: z.boolean(),
  CabinGenderDescription: z.string().nullable(),
  IsOnlyFullReturnPossible: z.boolean(),
  Passengers: z.array(ZReservationPassenger),
  Index: z.number().int().positive(),
  OrderItemId: id,
  AgentReferenceId: z.string().nullable(),
  Amount: ZImMoney,
  Fare: ZImMoney,
  Tax: ZImMoney,
  ReservationNumber: z.string().nullable(),
  ConfirmTill: ZImDateTime,
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
  ErrorResult: z.unknown().nullable(),
});
export type RailwayReservationResponse = z.infer<typeof ZRailwayReservationResponse>;

export const ZCreateReservationResponse = z.object({
  OrderId: id,
  Amount: ZImMoney,
  /** Moscow time, as every time of the order's own life. */
  ConfirmTill: ZImDateTime,
  Customers: z.array(
    ZCustomerAnswer.extend({
      Index: z.number().int().positive(),
      Birthday: ZImDateTime.nullable(),
    }),
  ),
  ReservationResults: z.array(ZRailwayReservationResponse),
});
export type CreateReservationResponse = z.infer<typeof ZCreateReservationResponse>;

export const ZProlongReservationRequest = z.object({
  OrderId: id,
  OrderItemIds: z.array(id).nullable(),
  ProlongReservationType: z.literal('RailwayThreeHoursReservation'),
});
export type ProlongReservationRequest = z.infer<typeof ZProlongReservationRequest>;

export const ZProlongReservationResponse = z.object({ OrderId: id, ConfirmTill: ZImDateTime });
export type ProlongReservationResponse = z.infer<typeof ZProlongReservationResponse>;

export const ZConfirmRequest = z.object({
  OrderId: id,
  OrderCustomerIds: z.array(id).nullable(),
  OrderCustomerDocuments: z.array(z.unknown()).nullable(),
  ProviderPaymentForm: z.enum(['Card', 'Cash', 'Invoice']),
});
export type ConfirmRequest = z.infer<typeof ZConfirmRequest>;

export const ZBlankStatus = z.enum([
  'NotConfirmed',
  'ElectronicRegistrationPresent',
  'ElectronicRegistrationAbsent',
  'Voided',
  'Returned',
  'PlacesReturned',
]);
export type BlankStatus = z.infer<typeof ZBlankStatus>;

const ZItemCustomerAmount = z.object({
  OrderCustomerId: id,
  Amount: ZImMoney,
  Fare: ZImMoney,
  Tax: ZImMoney,
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
});

export const ZRailwayConfirmResponse = z.object({
  $type: z.literal(IM_TYPES.railwayConfirmResponse),
  ReservationNumber: z.string(),
  Blanks: z.array(
    z.object({
      OrderItemBlankId: id,
      Number: z.string(),
      BlankStatus: ZBlankStatus,
      PendingElectronicRegistration: z.string(),
      SignSequence: z.string().nullable(),
    }),
  ),
  ExpirationElectronicRegistrationDateTime: ZImDateTime.nullable(),
  OrderItemId: id,
  Amount: ZImMoney,
  Fare: ZImMoney,
  Tax: ZImMoney,
  Confirmed: ZImDateTime,
  /** Until then Void undoes the sale without penalty ('1753-01-01T00:00:00': never). */
  VoidTill: ZImDateTime,
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
  OrderItemCustomers: z.array(ZItemCustomerAmount),
  Warnings: z.array(z.unknown()).nullable(),
  ErrorResult: z.unknown().nullable(),
});
export type RailwayConfirmResponse = z.infer<typeof ZRailwayConfirmResponse>;

export const ZConfirmResponse = z.object({
  OrderId: id,
  Customers: z.array(ZCustomerAnswer.extend({ BirthDate: ZImDateTime.nullable() })),
  ConfirmResults: z.array(ZRailwayConfirmResponse),
});
export type ConfirmResponse = z.infer<typeof ZConfirmResponse>;

/** Cancel (before Confirm) and Void (after it, until VoidTill) name the same things. */
export const ZCancelRequest = z.object({
  OrderId: id,
  OrderItemIds: z.array(id).nullable(),
  OrderCustomerIds: z.array(id).nullable(),
});
export type CancelRequest = z.infer<typeof ZCancelRequest>;
export const ZCancelResponse = z.object({});
export const ZVoidRequest = ZCancelRequest;
export type VoidRequest = CancelRequest;
export const ZVoidResponse = z.object({ OrderId: id });

export const ZBlankRequest = z.object({
  OrderId: id,
  OrderItemId: id.nullable(),
  OrderItemIds: z.array(id).nullable(),
  RetrieveMainServices: z.boolean(),
  RetrieveUpsales: z.boolean(),
});
export type BlankRequest = z.infer<typeof ZBlankRequest>;

export const ZReturnAmountRequest = z.object({
  ServiceReturnAmountRequest: z.object({
    $type: z.literal(IM_TYPES.railwayReturnAmountRequest),
    OrderItemBlankIds: z.array(id).min(1),
    /** The passenger's document, as the carrier checks it. */
    CheckDocumentNumber: z.string().min(1).max(30),
    OrderItemId: id,
    ReturnTarget: z.string().nullable(),
  }),
});
export type ReturnAmountRequest = z.infer<typeof ZReturnAmountRequest>;

const ZReturnBlank = z.object({
  PurchaseOrderItemBlankId: id,
  ReturnOrderItemBlankId: z.number().int().nonnegative(),
  /** What goes back to the passenger. */
  Amount: ZImMoney,
  /** What the carrier keeps. */
  Penalty: ZImMoney,
  VatRateValues: z.array(z.unknown()).nullable(),
  ServicePrice: ZImMoney,
});

export const ZReturnAmountResponse = z.object({
  ServiceReturnResponse: z.object({
    $type: z.literal(IM_TYPES.railwayReturnAmountResponse),
    Blanks: z.array(ZReturnBlank),
    Amount: ZImMoney,
    ClientFeeCalculation: fee,
    AgentFeeCalculation: fee,
  }),
});
export type ReturnAmountResponse = z.infer<typeof ZReturnAmountResponse>;

export const ZAutoReturnRequest = z.object({
  ServiceAutoReturnRequest: z.object({
    $type: z.literal(IM_TYPES.railwayAutoReturnRequest),
    OrderItemBlankIds: z.array(id).min(1),
    CheckDocumentNumber: z.string().min(1).max(30),
    OrderItemId: id,
    /** The agent's id of the return: a repeat with it finds the first return. */
    AgentReferenceId: z.string().max(64).nullable(),
  }),
});
export type AutoReturnRequest = z.infer<typeof ZAutoReturnRequest>;

export const ZAutoReturnResponse = z.object({
  ServiceReturnResponse: z.object({
    $type: z.literal(IM_TYPES.railwayAutoReturnResponse),
    Blanks: z.array(ZReturnBlank),
    Amount: ZImMoney,
    Fare: ZImMoney,
    Tax: ZImMoney,
    Confirmed: ZImDateTime,
    ReturnOrderItemId: id,
    AgentReferenceId: z.string().nullable(),
    ClientFeeCalculation: fee,
    AgentFeeCalculation: fee,
  }),
});
export type AutoReturnResponse = z.infer<typeof ZAutoReturnResponse>;
