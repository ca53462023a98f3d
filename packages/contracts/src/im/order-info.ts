import { z } from 'zod';
import { ZCarType, ZSex } from '../enums.ts';
import { IM_TYPES, ZImDateTime, ZImFeeCalculation, ZImMoney } from './im-values.ts';
import { ZBlankStatus, ZImPassengerCategory } from './order-reservation.ts';

/**
 * `Order/V1/Info/*` and `Partner/V1/Info/Balances` of the IM protocol: what the supplier knows
 * of an order (asked by its id, or by the agent's own `AgentReferenceId` when the answer to
 * Create was lost), the day's orders, and the agent's money. Shapes as the fixtures keep them.
 */

const id = z.number().int().positive();
const fee = ZImFeeCalculation.nullable();

export const ZSimpleOperationStatus = z.enum(['InProcess', 'Succeeded', 'Error']);
export const ZDetailedOperationStatus = z.enum([
  'Created',
  'Reserved',
  'InProcess',
  'InProcessOfCancelling',
  'Succeeded',
  'Error',
  'Cancelled',
  'ReservationCancelled',
  'Voided',
]);
export const ZOperationType = z.enum(['Purchase', 'Return', 'Exchange']);

export const ZOrderInfoRequest = z
  .object({ OrderId: id.nullable(), AgentReferenceId: z.string().max(64).nullable() })
  .refine((r) => r.OrderId !== null || r.AgentReferenceId !== null, 'OrderId или AgentReferenceId');
export type OrderInfoRequest = z.infer<typeof ZOrderInfoRequest>;

/** What every order item says of its operation, in the short list and the full info alike. */
const ZOrderItemCommon = z.object({
  ServiceType: z.string(),
  PlaceQuantity: z.number().int().nonnegative(),
  OrderId: id,
  AgentReferenceId: z.string().nullable(),
  OrderItemId: id,
  PosSysName: z.string().nullable(),
  Amount: ZImMoney,
  ReservationNumber: z.string().nullable(),
  /** Purchase: the sale; Return: a return of some of its blanks. */
  OperationType: ZOperationType,
  SimpleOperationStatus: ZSimpleOperationStatus,
  DetailedOperationStatus: ZDetailedOperationStatus,
  DepartureDateTime: ZImDateTime,
  CreateDateTime: ZImDateTime,
  ConfirmTimeLimit: ZImDateTime.nullable(),
  ConfirmDateTime: ZImDateTime.nullable(),
  ClientFeeCalculation: fee,
  AgentFeeCalculation: fee,
  ProviderPaymentForm: z.string().nullable(),
  IsExternallyLoaded: z.boolean(),
});

export const ZRailwayOrderItemInfo = ZOrderItemCommon.extend({
  $type: z.literal(IM_TYPES.railwayFullOrderItem),
  OriginStationName: z.string(),
  DestinationStationName: z.string(),
  OriginTimeZoneDifference: z.number().int(),
  DestinationTimeZoneDifference: z.number().int(),
  TrainNumber: z.string(),
  BookingTrainNumber: z.string().nullable(),
  TrainNumberToGetRoute: z.string().nullable(),
  CarNumber: z.string(),
  CarType: ZCarType,
  ElectronicRegistrationExpirationDateTime: ZImDateTime.nullable(),
  PlaceReservationType: z.string(),
  ServiceClass: z.string().nullable(),
  AdditionalInformation: z.string().nullable(),
  CarrierDescription: z.string().nullable(),
  IsOnlyFullReturnPossible: z.boolean(),
  OrderItemCustomers: z.array(
    z.object({
      $type: z.literal(IM_TYPES.railwayOrderItemCustomer),
      OrderItemBlankId: id,
      Places: z.string(),
      PlaceQuantity: z.number().int().nonnegative(),
      TransitDocument: z.string(),
      Category: ZImPassengerCategory,
      OrderCustomerId: id,
      OrderItemCustomerId: id,
      Amount: ZImMoney,
      ClientFeeCalculation: fee,
    }),
  ),
  OrderItemBlanks: z.array(
    z.object({
      $type: z.literal(IM_TYPES.railwayOrderItemBlank),
      VoucherNumber: z.string().nullable(),
      BaseFare: ZImMoney,
      AdditionalPrice: ZImMoney,
      ServicePrice: ZImMoney,
      VatRateValues: z.array(z.unknown()).nullable(),
      TariffType: z.string(),
      BlankStatus: ZBlankStatus,
      IsElectronicRegistrationSet: z.boolean(),
      IsMealOptionPossible: z.boolean(),
      PendingElectronicRegistration: z.string(),
      ElectronicRegistrationSetDateTime: ZImDateTime.nullable(),
      SignSequence: z.string().nullable(),
      TariffInfo: z.unknown().nullable(),
      PrepaidMealInfo: z.unknown().nullable(),
      TransitPermissionApprovalStatus: z.string(),
      PlaceQuantity: z.number().int().nonnegative(),
      OrderItemBlankId: id,
      /** The purchase blank a return blank returns; 0 on a purchase. */
      PreviousOrderItemBlankId: z.number().int().nonnegative(),
      BlankNumber: z.string().nullable(),
      Amount: ZImMoney,
    }),
  ),
  ArrivalDateTime: ZImDateTime,
  LocalArrivalDateTime: ZImDateTime,
  OriginLocationCode: z.string(),
  OriginLocationName: z.string(),
  DestinationLocationCode: z.string(),
  DestinationLocationName: z.string(),
  /** The purchase item a return item returns; 0 on a purchase. */
  PreviousOrderItemId: z.number().int().nonnegative(),
  LocalDepartureDateTime: ZImDateTime,
});
export type RailwayOrderItemInfo = z.infer<typeof ZRailwayOrderItemInfo>;

export const ZOrderInfoResponse = z.object({
  OrderCustomers: z.array(
    z.object({
      OrderCustomerId: id,
      FirstName: z.string(),
      MiddleName: z.string().nullable(),
      LastName: z.string(),
      Sex: ZSex,
      BirthDate: ZImDateTime.nullable(),
      DocumentNumber: z.string(),
      DocumentValidTill: ZImDateTime.nullable(),
      DocumentType: z.string(),
      CitizenshipCode: z.string(),
    }),
  ),
  OrderItems: z.array(ZRailwayOrderItemInfo),
  OrderId: id,
  Amount: ZImMoney,
  ContactPhone: z.string().nullable(),
  ContactEmails: z.array(z.string()).nullable(),
  Created: ZImDateTime,
  Confirmed: ZImDateTime.nullable(),
  PosSysName: z.string().nullable(),
});
export type OrderInfoResponse = z.infer<typeof ZOrderInfoResponse>;

export const ZOrderListRequest = z.object({
  /** The day the orders were made, Moscow time. */
  Date: ZImDateTime,
  OperationType: ZOperationType.nullable(),
  ProviderPaymentForm: z.string().nullable(),
  IsExternallyLoaded: z.boolean().nullable(),
});
export type OrderListRequest = z.infer<typeof ZOrderListRequest>;

export const ZOrderListResponse = z.object({
  Orders: z.array(
    z.object({
      OrderItems: z.array(
        ZOrderItemCommon.extend({
          $type: z.literal(IM_TYPES.railwayShortOrderItem),
          OrderItemBlanks: z.array(z.unknown()).nullable(),
        }),
      ),
      OrderId: id,
      Amount: ZImMoney,
      ContactPhone: z.string().nullable(),
      ContactEmails: z.array(z.string()).nullable(),
      Created: ZImDateTime,
      Confirmed: ZImDateTime.nullable(),
      PosSysName: z.string().nullable(),
    }),
  ),
});
export type OrderListResponse = z.infer<typeof ZOrderListResponse>;

/** Balances takes an empty body and answers each account's money as text: «17 991 136,47». */
export const ZBalancesRequest = z.object({});
export const ZBalancesResponse = z.object({
  AccountBalances: z.array(z.object({ CurrentBalance: z.string(), AccountName: z.string() })),
});
export type BalancesResponse = z.infer<typeof ZBalancesResponse>;
