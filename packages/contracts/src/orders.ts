import { z } from 'zod';
import { MAX_TRANSFERS } from './constants.ts';
import { type Clock, systemClock } from './dates.ts';
import {
  ZCarType,
  ZDocumentType,
  ZLegTransportType,
  ZOrderStatus,
  ZOrderTransportType,
  ZPassengerCategory,
  ZServiceClass,
  ZSex,
  ZStationType,
  ZTripDirection,
} from './enums.ts';
import {
  aviaPassengerListSchema,
  busPassengerListSchema,
  combinedPassengerListSchema,
  trainPassengerListSchema,
  ZContacts,
} from './passenger.ts';
import { ZPassengerCounts } from './passenger-counts.ts';
import { ZRouteId, ZTripTimes } from './search-results.ts';
import { code, text } from './text-rules.ts';
import { ZDateTime, ZIsoDate, ZKopecks, ZMinutes } from './units.ts';
import { ORDER_ID_TEXT } from './order-id.ts';

/** Ids are int4 in the database; a bigger number names nothing and must not reach a query. */
export const ZOrderId = z.number().int().positive().max(2_147_483_647);

/** An order id in a path, `/v1/payment/order/17`. */
export const ZOrderIdParams = z.object({
  orderId: text(9, { tooLong: 'Неизвестный номер заказа' }).regex(
    ORDER_ID_TEXT,
    'Неизвестный номер заказа',
  ),
});

/** Unpaid places stay held this long, then the order is cancelled (`ORDER_HOLD_MINUTES`). */
export const DEFAULT_ORDER_HOLD_MINUTES = 15;
/** Unpaid orders an account may hold at once, so that nobody can hoard places (SPEC §9). */
export const MAX_UNPAID_ORDERS = 3;

/**
 * The `Idempotency-Key` header (`api-calls.ts`), sent with every create call and kept with the
 * order: a repeated request (a double click, a retry after a timeout) answers the order it made
 * instead of making another.
 */
export const ZIdempotencyKey = text(64, {
  required: 'Не передан заголовок Idempotency-Key: повторите запрос со страницы заказа',
  tooLong: 'Заголовок Idempotency-Key: от 8 до 64 латинских букв, цифр, «-» и «_»',
}).regex(
  /^[A-Za-z0-9_-]{8,64}$/,
  'Заголовок Idempotency-Key: от 8 до 64 латинских букв, цифр, «-» и «_»',
);

/** Russian texts of the order rules the server enforces beyond the form's own checks. */
export const orderMessages = {
  tooManyUnpaid: `У вас уже ${MAX_UNPAID_ORDERS} неоплаченных заказа: оплатите или отмените один из них, чтобы оформить новый`,
  idempotencyReused:
    'Этот запрос уже выполнялся с другими данными. Обновите страницу и оформите заказ заново',
  orderNotFound: 'Заказ не найден',
  cancelled: 'Заказ отменён, места освобождены',
  notCancellable: 'Этот заказ уже нельзя отменить',
  saleClosed: 'Продажа билетов на этот рейс закрыта',
  saleForbidden: 'Билеты на этот поезд не продаются онлайн',
  noAdultForBaby:
    'Ребёнок без места едет только на руках у взрослого: добавьте взрослого пассажира',
  childNeedsAdult:
    'Дети до 12 лет летят только со взрослым: добавьте взрослого или укажите бронирование взрослого (PNR и фамилию)',
  pnrNotFound: 'Бронирование взрослого с таким номером и фамилией на этих рейсах не найдено',
} as const;

interface ClockOption {
  now?: Clock;
}

/** Order requests check birthdays against today, hence a factory like the search's. */
export function busOrderRequestSchema({ now = systemClock }: ClockOption = {}) {
  return z.object({
    /** The ride, as the search result named it. */
    route_id: ZRouteId,
    passengers: busPassengerListSchema(now),
    contacts: ZContacts,
    departure_date: ZIsoDate,
    race_id: code().min(1),
    provider: code().min(1),
  });
}
export type BusOrderRequest = z.infer<ReturnType<typeof busOrderRequestSchema>>;

export function aviaOrderRequestSchema({ now = systemClock }: ClockOption = {}) {
  return ZPassengerCounts.extend({
    passengers: aviaPassengerListSchema(now),
    contacts: ZContacts,
    /** Route ids of the flights, in flying order. */
    flights: z.array(ZRouteId).min(1).max(6),
    gds: code().min(1),
    pricing_gds: code().min(1),
    service_class: ZServiceClass,
    /** The fare family bought (the detail's `fare_families[].code`); the cheapest without. */
    fare_code: code().min(1).optional(),
  });
}
export type AviaOrderRequest = z.infer<ReturnType<typeof aviaOrderRequestSchema>>;

export function trainOrderRequestSchema({ now = systemClock }: ClockOption = {}) {
  return z.object({
    /** The result's id; without it the train is found by its number, stations and date. */
    route_id: ZRouteId.optional(),
    passengers: trainPassengerListSchema(now),
    contacts: ZContacts,
    origin_code: code().min(1),
    destination_code: code().min(1),
    departure_date: ZIsoDate,
    train_number: code().min(1),
    provider: code().min(1),
  });
}
export type TrainOrderRequest = z.infer<ReturnType<typeof trainOrderRequestSchema>>;

/**
 * A combined trip bought whole: its legs are the route id's rides, in travelling order; each
 * passenger's `legs` say where they sit on each. A round trip names its way back too: its legs
 * are the way there's, then the way back's — one order, one payment.
 */
export function combinedOrderRequestSchema({ now = systemClock }: ClockOption = {}) {
  return z.object({
    route_id: ZRouteId,
    /** A round trip's way back: a result of the reverse search, leaving after the way there arrives. */
    return_route_id: ZRouteId.optional(),
    /** The cabin of the plane legs. */
    service_class: ZServiceClass,
    passengers: combinedPassengerListSchema(now),
    contacts: ZContacts,
    /**
     * Per leg, in travelling order: the fare family a plane leg is bought at (its detail's
     * `fare_families[].code`, for all the travellers); null, or no entry, the cheapest of the
     * cabin. Only planes sell families: other legs have null.
     */
    fare_codes: z
      .array(code().min(1).nullable())
      .max(MAX_TRANSFERS + 1)
      .default([]),
  });
}
export type CombinedOrderRequest = z.infer<ReturnType<typeof combinedOrderRequestSchema>>;

/** `flight_number` holds the flight, train or bus race number. */
export const ZOrderRoute = ZTripTimes.extend({
  transport_type: ZLegTransportType,
  flight_number: z.string(),
  /** Airline, railway or bus company. */
  carrier: z.string(),
  /** 'back' on a round trip's way back; absent from answers of older servers. */
  direction: ZTripDirection.optional(),
});
export type OrderRoute = z.infer<typeof ZOrderRoute>;

/** A traveller as the order keeps them; also what the form offers to fill in again. */
export const ZSavedPassenger = z.object({
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  sex: ZSex,
  birthday: ZIsoDate,
  document_type: ZDocumentType,
  document_number: z.string(),
  document_valid_till: ZIsoDate.nullable(),
  citizenship: z.string(),
});
export type SavedPassenger = z.infer<typeof ZSavedPassenger>;
export const ZSavedPassengers = z.array(ZSavedPassenger);

/** Who an order seats, as the confirm page repeats it back. */
const ZCustomer = ZSavedPassenger.extend({
  passenger_id: z.number().int().nonnegative(),
  category: ZPassengerCategory,
  /** What this passenger pays over every ride of the order. */
  price: ZKopecks,
});
export type Customer = z.infer<typeof ZCustomer>;

/** What a passenger pays for one ride: the carrier's fare, our charge, and their sum. */
const ZPriceParts = z.object({
  fare: ZKopecks,
  service_charge: ZKopecks,
  /** Fare + service charge + paid extras (a chosen seat, baggage). */
  price: ZKopecks,
});

/** One passenger on one ride of the order. */
const ZReservation = ZPriceParts.extend({
  passenger_id: z.number().int().nonnegative(),
  /** Index in `routes`: a flight of a connection, say. */
  route_index: z.number().int().nonnegative(),
  category: ZPassengerCategory,
  /** Null for a child on an adult's lap. */
  place_number: z.string().nullable(),
  /** The place as a ticket prints it: «вагон 05, место 12, нижнее». */
  place_description: z.string(),
  /** This ticket went back (a trip's legs already travelled stay). */
  returned: z.boolean(),
});
export type Reservation = z.infer<typeof ZReservation>;

/** A step of an order's refund schedule: until when (inclusive; null: from then on) how much. */
export const ZRefundStep = z.object({
  until: ZDateTime.nullable(),
  price: ZKopecks,
  /** The same sum leg by leg: `leg_prices[i]` is what `routes[i]`'s tickets bring back. */
  leg_prices: z.array(ZKopecks),
});
export type RefundStep = z.infer<typeof ZRefundStep>;

const ZCreatedOrder = ZPriceParts.omit({ fare: true }).extend({
  order_id: ZOrderId,
  status: ZOrderStatus,
  route_id: ZRouteId,
  created_at: ZDateTime,
  /** When the unpaid places are released; null once the order is paid or closed. */
  hold_expires_at: ZDateTime.nullable(),
  paid_at: ZDateTime.nullable(),
  /** What became of money paid for an order that could not take it (a late or second payment). */
  payment_note: z.string().nullable(),
  /** What returning every ticket brings back, from now on (refundQuote of each, summed). */
  refund_schedule: z.array(ZRefundStep),
  /** What broke the trip, when a timetable change did: every ticket then returns in full. */
  disruption: z.string().nullable(),
  routes: z.array(ZOrderRoute).min(1),
  customers: z.array(ZCustomer).min(1),
  contacts: z.object({ contact_phone: z.string(), contact_email: z.string() }),
});

const ZBusReservation = ZReservation.extend({ tariff_name: z.string() });

const ZTrainReservation = ZReservation.extend({
  car_type: ZCarType,
  car_type_name: z.string(),
  car_number: z.string(),
  service_class: z.string(),
  bedding: z.boolean(),
  /** What the bedding cost on top of the fare; 0 where it came with the place or was not taken. */
  bedding_price: ZKopecks,
  electronic_registration: z.boolean(),
  additional_information: z.string().nullable(),
  train_number: z.string(),
});

const ZAviaReservation = ZReservation.extend({
  additional_services: z.array(
    z.object({
      code: z.string(),
      price: ZKopecks,
      service_type_name: z.string(),
      flight_ids: z.array(z.string()),
    }),
  ),
  row_number: z.number().int().positive().nullable(),
  seat_number: z.string().nullable(),
  /** What choosing this seat cost; 0 when the airline assigned it. */
  seat_price: ZKopecks,
  fare_family: z.string(),
});

export const ZBusConfirmState = ZCreatedOrder.extend({
  transport_type: z.literal('bus'),
  reservation_results: z.array(ZBusReservation),
});

export const ZTrainConfirmState = ZCreatedOrder.extend({
  transport_type: z.literal('train'),
  reservation_results: z.array(ZTrainReservation),
});

export const ZAviaConfirmState = ZCreatedOrder.extend({
  transport_type: z.literal('avia'),
  service_class: ZServiceClass,
  reservation_results: z.array(ZAviaReservation),
});

/** A change between two legs of a combined order, as the itinerary prints it. */
export const ZOrderTransfer = z.object({
  arrival_station: z.string(),
  departure_station: z.string(),
  /** What the two stations are: a crossing to an airport is said as one (`changePlace`). */
  arrival_kind: ZStationType,
  departure_kind: ZStationType,
  wait_minutes: ZMinutes,
  /** The least a change there takes: a platform, a gate, or crossing town. */
  min_change_minutes: ZMinutes,
  station_change: z.boolean(),
});
export type OrderTransfer = z.infer<typeof ZOrderTransfer>;

/** A combined order's reservations: each one its own leg's mode's particulars. */
export const ZCombinedReservation = z.discriminatedUnion('transport_type', [
  ZBusReservation.extend({ transport_type: z.literal('BUS') }),
  ZTrainReservation.extend({ transport_type: z.literal('TRAIN') }),
  ZAviaReservation.extend({ transport_type: z.literal('PLANE') }),
]);
export type CombinedReservation = z.infer<typeof ZCombinedReservation>;

export const ZCombinedConfirmState = ZCreatedOrder.extend({
  transport_type: z.literal('combined'),
  /** The cabin of the plane legs. */
  service_class: ZServiceClass,
  /** One per change: transfers[i] sits between routes[i] and routes[i + 1]. */
  transfers: z.array(ZOrderTransfer),
  reservation_results: z.array(ZCombinedReservation),
});

/** The created order the confirm page shows (SPEC §3 "Confirm state"). */
export const ZConfirmState = z.discriminatedUnion('transport_type', [
  ZBusConfirmState,
  ZTrainConfirmState,
  ZAviaConfirmState,
  ZCombinedConfirmState,
]);
export type ConfirmState = z.infer<typeof ZConfirmState>;
export type BusConfirmState = z.infer<typeof ZBusConfirmState>;
export type TrainConfirmState = z.infer<typeof ZTrainConfirmState>;
export type AviaConfirmState = z.infer<typeof ZAviaConfirmState>;
export type CombinedConfirmState = z.infer<typeof ZCombinedConfirmState>;

export const ZOrderPassenger = z.object({
  passenger_name: z.string(),
  status: ZOrderStatus,
  /** This passenger's ticket in the order; refund calls take it as `order_item_id`. */
  order_id: ZOrderId,
  category: ZPassengerCategory,
  /** The passenger's place on each ride, as the ticket prints it. */
  places: z.array(z.string()),
  /** Per ride, whether that ticket went back. */
  returned: z.array(z.boolean()),
});
export type OrderPassenger = z.infer<typeof ZOrderPassenger>;

/** Money sent back for an order: how much, when it was asked, whether the card has it yet. */
export const ZOrderRefund = z.object({
  amount: ZKopecks,
  created_at: ZDateTime,
  done: z.boolean(),
});
export type OrderRefund = z.infer<typeof ZOrderRefund>;

/** An order as 'My trips' lists it. */
export const ZOrder = z.object({
  order_id: ZOrderId,
  status: ZOrderStatus,
  route_id: ZRouteId,
  routes: z.array(ZOrderRoute),
  price: ZKopecks,
  /** Russian label of the mode, as `orderTransportLabels` gives it. */
  transport_type: z.string(),
  en_transport_type: ZOrderTransportType,
  passengers_quantity: z.number().int().positive(),
  passengers_data: z.array(ZOrderPassenger),
  created_at: ZDateTime,
  hold_expires_at: ZDateTime.nullable(),
  paid_at: ZDateTime.nullable(),
  payment_note: z.string().nullable(),
  /** Every refund of the order's payment, returned tickets' and whole ones', oldest first. */
  refunds: z.array(ZOrderRefund),
  /**
   * Set when a timetable change broke the trip (a ride cancelled, a change made too short):
   * what happened, in Russian. Every ticket then returns in full, fee included.
   */
  disruption: z.string().nullable(),
});
export type Order = z.infer<typeof ZOrder>;
export const ZOrders = z.array(ZOrder);
