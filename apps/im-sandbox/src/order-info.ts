import { trainFareParts } from '@peresadka/contracts/fare-parts';
import type {
  BalancesResponse,
  OrderInfoRequest,
  OrderInfoResponse,
  OrderListRequest,
  OrderListResponse,
  RailwayOrderItemInfo,
  ZDetailedOperationStatus,
  ZSimpleOperationStatus,
} from '@peresadka/contracts/im/order-info';
import { IM_TYPES, imMoneyText, imRoubles } from '@peresadka/contracts/im/im-values';
import type { z } from 'zod';
import { carNumberText } from './car-services.ts';
import { TARIFF_TYPES } from './fares.ts';
import { orderNotFound } from './im-error.ts';
import { itemZones, placesText, registrationExpires, reservationNumber } from './order-answers.ts';
import {
  blankStatus,
  itemAmount,
  orderAmount,
  ownOrder,
  phaseOf,
  type OrderPhase,
  type OrderRecord,
  type PurchaseItem,
  type ReturnItem,
} from './orders.ts';
import { dateOf, localDate, wallClock } from './wall-clock.ts';
import type { World } from './world.ts';

/**
 * What the supplier tells of orders: the whole truth of one (OrderInfo, by its id or by the
 * agent's own reference when an answer was lost), the items made on a day (OrderList), and
 * the agent's money (Balances).
 */

type Statuses = {
  simple: z.infer<typeof ZSimpleOperationStatus>;
  detailed: z.infer<typeof ZDetailedOperationStatus>;
};

/** A purchase item's operation by the order's phase; a return item has always succeeded. */
const PURCHASE_STATUS: Record<OrderPhase, Statuses> = {
  Reserved: { simple: 'InProcess', detailed: 'Reserved' },
  Lapsed: { simple: 'Error', detailed: 'ReservationCancelled' },
  Cancelled: { simple: 'Error', detailed: 'Cancelled' },
  Confirmed: { simple: 'Succeeded', detailed: 'Succeeded' },
  Voided: { simple: 'Error', detailed: 'Voided' },
};
const RETURN_STATUS: Statuses = { simple: 'Succeeded', detailed: 'Succeeded' };

export function orderInfo(
  world: World,
  partner: string,
  request: OrderInfoRequest,
): OrderInfoResponse {
  const order =
    request.OrderId !== null
      ? ownOrder(world.orders, partner, request.OrderId)
      : byReference(world, partner, request.AgentReferenceId!);
  const now = world.now();
  return {
    OrderCustomers: order.customers.map((customer) => ({
      OrderCustomerId: customer.customerId,
      FirstName: customer.FirstName,
      MiddleName: customer.MiddleName,
      LastName: customer.LastName,
      Sex: customer.Sex,
      BirthDate: customer.Birthday,
      DocumentNumber: customer.DocumentNumber,
      DocumentValidTill: customer.DocumentValidTill,
      DocumentType: customer.DocumentType,
      CitizenshipCode: customer.CitizenshipCode,
    })),
    OrderItems: [
      ...order.items.map((item) => purchaseInfo(order, item, now)),
      ...order.returns.map((returnItem) => returnInfo(order, returnItem)),
    ],
    ...orderHead(order),
  };
}

/** The newest order with an item (purchase or return) of that reference. */
function byReference(world: World, partner: string, reference: string): OrderRecord {
  const order = world.orders
    .ofPartner(partner)
    .filter((candidate) =>
      [...candidate.items, ...candidate.returns].some(
        (item) => item.agentReferenceId === reference,
      ),
    )
    .sort((a, b) => b.createdAt - a.createdAt || b.orderId - a.orderId)[0];
  if (!order) throw orderNotFound(reference);
  return order;
}

const orderHead = (order: OrderRecord) => ({
  OrderId: order.orderId,
  Amount: imRoubles(orderAmount(order)),
  ContactPhone: order.contactPhone,
  ContactEmails: order.contactEmails,
  Created: wallClock(order.createdAt),
  Confirmed: order.confirmedAt === null ? null : wallClock(order.confirmedAt),
  PosSysName: order.pos,
});

/** The fields every item shows, in the full info and the day's list alike. */
function commonOf(
  order: OrderRecord,
  purchase: PurchaseItem,
  item: { itemId: number; agentReferenceId: string | null; amount: number; places: number },
  operation: 'Purchase' | 'Return',
  statuses: Statuses,
  times: { created: number; limit: number | null; confirmed: number | null },
) {
  return {
    ServiceType: 'Tickets',
    PlaceQuantity: item.places,
    OrderId: order.orderId,
    AgentReferenceId: item.agentReferenceId,
    OrderItemId: item.itemId,
    PosSysName: order.pos,
    Amount: imRoubles(item.amount),
    ReservationNumber: reservationNumber(purchase),
    OperationType: operation,
    SimpleOperationStatus: statuses.simple,
    DetailedOperationStatus: statuses.detailed,
    DepartureDateTime: wallClock(purchase.ride.departsAt),
    CreateDateTime: wallClock(times.created),
    ConfirmTimeLimit: times.limit === null ? null : wallClock(times.limit),
    ConfirmDateTime: times.confirmed === null ? null : wallClock(times.confirmed),
    ClientFeeCalculation: null,
    AgentFeeCalculation: null,
    ProviderPaymentForm: purchase.paymentForm,
    IsExternallyLoaded: false,
  };
}

const placeCount = (item: PurchaseItem) =>
  item.blanks.reduce((sum, blank) => sum + blank.places.length, 0);

function purchaseCommon(order: OrderRecord, item: PurchaseItem, now: number) {
  return commonOf(
    order,
    item,
    { ...item, amount: itemAmount(item), places: placeCount(item) },
    'Purchase',
    PURCHASE_STATUS[phaseOf(order, now)],
    { created: order.createdAt, limit: order.confirmTill, confirmed: order.confirmedAt },
  );
}

function returnCommon(order: OrderRecord, returnItem: ReturnItem) {
  const purchase = purchaseOf(order, returnItem);
  return commonOf(
    order,
    purchase,
    {
      ...returnItem,
      amount: returnItem.blanks.reduce((sum, blank) => sum + blank.amount, 0),
      places: returnItem.blanks.reduce(
        (sum, blank) => sum + blankOf(purchase, blank.purchaseBlankId).places.length,
        0,
      ),
    },
    'Return',
    RETURN_STATUS,
    { created: returnItem.at, limit: null, confirmed: returnItem.at },
  );
}

const purchaseOf = (order: OrderRecord, returnItem: ReturnItem) =>
  order.items.find((item) => item.itemId === returnItem.purchaseItemId)!;
const blankOf = (item: PurchaseItem, blankId: number) =>
  item.blanks.find((blank) => blank.blankId === blankId)!;

/** The ride and car of an item, shown alike for its purchase and its returns. */
function rideOf(item: PurchaseItem) {
  const { ride, car } = item;
  const zones = itemZones(item);
  return {
    OriginStationName: ride.origin.name,
    DestinationStationName: ride.destination.name,
    OriginTimeZoneDifference: zones.origin,
    DestinationTimeZoneDifference: zones.destination,
    TrainNumber: ride.displayNumber,
    BookingTrainNumber: ride.trainNumber,
    TrainNumberToGetRoute: ride.trainNumber,
    CarNumber: carNumberText(car.number),
    CarType: car.type,
    PlaceReservationType: 'Usual',
    ServiceClass: car.serviceClass,
    AdditionalInformation: '',
    CarrierDescription: ride.carrierName,
    IsOnlyFullReturnPossible: false,
    ArrivalDateTime: wallClock(ride.arrivesAt),
    LocalArrivalDateTime: wallClock(ride.arrivesAt, ride.destination.timeZone),
    OriginLocationCode: ride.origin.code,
    OriginLocationName: ride.origin.cityName,
    DestinationLocationCode: ride.destination.code,
    DestinationLocationName: ride.destination.cityName,
    LocalDepartureDateTime: wallClock(ride.departsAt, ride.origin.timeZone),
  };
}

const blankCommon = {
  $type: IM_TYPES.railwayOrderItemBlank,
  VoucherNumber: null,
  ServicePrice: 0,
  VatRateValues: null,
  IsMealOptionPossible: false,
  PendingElectronicRegistration: 'NoValue',
  SignSequence: null,
  TariffInfo: null,
  PrepaidMealInfo: null,
  TransitPermissionApprovalStatus: 'NoValue',
} as const;

function purchaseInfo(order: OrderRecord, item: PurchaseItem, now: number): RailwayOrderItemInfo {
  const registered = order.state === 'Confirmed' && item.electronicRegistration;
  return {
    $type: IM_TYPES.railwayFullOrderItem,
    ...purchaseCommon(order, item, now),
    ...rideOf(item),
    ElectronicRegistrationExpirationDateTime:
      order.confirmedAt === null ? null : registrationExpires(item),
    OrderItemCustomers: item.blanks.map((blank) => ({
      $type: IM_TYPES.railwayOrderItemCustomer,
      OrderItemBlankId: blank.blankId,
      Places: placesText(blank),
      PlaceQuantity: blank.places.length,
      TransitDocument: 'NoValue',
      Category: blank.category,
      OrderCustomerId: blank.customerId,
      OrderItemCustomerId: blank.itemCustomerId,
      Amount: imRoubles(blank.fare),
      ClientFeeCalculation: null,
    })),
    OrderItemBlanks: item.blanks.map((blank) => ({
      ...blankCommon,
      BaseFare: imRoubles(blank.fare),
      AdditionalPrice: imRoubles(trainFareParts(blank.fare, item.car.type).ticketPart),
      TariffType: TARIFF_TYPES[blank.category],
      BlankStatus: blankStatus(order, item, blank),
      IsElectronicRegistrationSet: registered,
      ElectronicRegistrationSetDateTime: registered ? wallClock(order.confirmedAt!) : null,
      PlaceQuantity: blank.places.length,
      OrderItemBlankId: blank.blankId,
      PreviousOrderItemBlankId: 0,
      BlankNumber: blank.number,
      Amount: imRoubles(blank.fare),
    })),
    PreviousOrderItemId: 0,
  };
}

function returnInfo(order: OrderRecord, returnItem: ReturnItem): RailwayOrderItemInfo {
  const purchase = purchaseOf(order, returnItem);
  return {
    $type: IM_TYPES.railwayFullOrderItem,
    ...returnCommon(order, returnItem),
    ...rideOf(purchase),
    ElectronicRegistrationExpirationDateTime: null,
    OrderItemCustomers: returnItem.blanks.map((blank) => {
      const bought = blankOf(purchase, blank.purchaseBlankId);
      return {
        $type: IM_TYPES.railwayOrderItemCustomer,
        OrderItemBlankId: blank.blankId,
        Places: placesText(bought),
        PlaceQuantity: bought.places.length,
        TransitDocument: 'NoValue',
        Category: bought.category,
        OrderCustomerId: bought.customerId,
        OrderItemCustomerId: bought.itemCustomerId,
        Amount: imRoubles(blank.amount),
        ClientFeeCalculation: null,
      };
    }),
    OrderItemBlanks: returnItem.blanks.map((blank) => {
      const bought = blankOf(purchase, blank.purchaseBlankId);
      return {
        ...blankCommon,
        BaseFare: imRoubles(blank.amount),
        AdditionalPrice: 0,
        TariffType: 'Full',
        BlankStatus: 'Returned',
        IsElectronicRegistrationSet: false,
        ElectronicRegistrationSetDateTime: null,
        PlaceQuantity: bought.places.length,
        OrderItemBlankId: blank.blankId,
        PreviousOrderItemBlankId: blank.purchaseBlankId,
        BlankNumber: bought.number,
        Amount: imRoubles(blank.amount),
      };
    }),
    PreviousOrderItemId: purchase.itemId,
  };
}

/** Order/V1/Info/OrderList: the partner's items made on a day (Moscow), of a kind if asked. */
export function orderList(
  world: World,
  partner: string,
  request: OrderListRequest,
): OrderListResponse {
  const day = dateOf(request.Date);
  const now = world.now();
  const wanted = (operation: 'Purchase' | 'Return', at: number) =>
    (request.OperationType === null || request.OperationType === operation) &&
    localDate(at) === day;
  const orders = world.orders
    .ofPartner(partner)
    .sort((a, b) => a.orderId - b.orderId)
    .map((order) => ({
      order,
      items: [
        ...(wanted('Purchase', order.createdAt)
          ? order.items.map((item) => purchaseCommon(order, item, now))
          : []),
        ...order.returns
          .filter((returnItem) => wanted('Return', returnItem.at))
          .map((returnItem) => returnCommon(order, returnItem)),
      ],
    }))
    .filter(({ items }) => items.length > 0);
  return {
    Orders: orders.map(({ order, items }) => ({
      OrderItems: items.map((item) => ({
        $type: IM_TYPES.railwayShortOrderItem,
        ...item,
        OrderItemBlanks: null,
      })),
      ...orderHead(order),
    })),
  };
}

/** Partner/V1/Info/Balances: the railway account's money, as text. */
export function balances(world: World, partner: string): BalancesResponse {
  return {
    AccountBalances: [
      {
        CurrentBalance: imMoneyText(world.orders.balance(partner)),
        AccountName: 'ЖД счет (основной)',
      },
    ],
  };
}
