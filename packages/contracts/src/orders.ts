import { z } from 'zod';
import { type Clock, systemClock } from './dates.ts';
import { ZDocumentType, ZOrderStatus, ZOrderTransportType, ZServiceClass, ZSex } from './enums.ts';
import {
  aviaPassengerListSchema,
  busPassengerListSchema,
  trainPassengerListSchema,
  ZContacts,
} from './passenger.ts';
import { ZPassengerCounts } from './passenger-counts.ts';
import { ZTripTimes } from './search-results.ts';
import { ZIsoDate, ZKopecks } from './units.ts';

export const ZOrderId = z.number().int().positive();

interface ClockOption {
  now?: Clock;
}

/** Order requests check birthdays against today, hence a factory like the search's. */
export function busOrderRequestSchema({ now = systemClock }: ClockOption = {}) {
  return z.object({
    passengers: busPassengerListSchema(now),
    contacts: ZContacts,
    departure_date: ZIsoDate,
    race_id: z.string().min(1),
    provider: z.string().min(1),
  });
}
export type BusOrderRequest = z.infer<ReturnType<typeof busOrderRequestSchema>>;

export function aviaOrderRequestSchema({ now = systemClock }: ClockOption = {}) {
  return ZPassengerCounts.extend({
    passengers: aviaPassengerListSchema(now),
    contacts: ZContacts,
    flights: z.array(z.string()).min(1),
    gds: z.string().min(1),
    pricing_gds: z.string().min(1),
    service_class: ZServiceClass,
  });
}
export type AviaOrderRequest = z.infer<ReturnType<typeof aviaOrderRequestSchema>>;

export function trainOrderRequestSchema({ now = systemClock }: ClockOption = {}) {
  return z.object({
    passengers: trainPassengerListSchema(now),
    contacts: ZContacts,
    origin_code: z.string().min(1),
    destination_code: z.string().min(1),
    departure_date: ZIsoDate,
    train_number: z.string().min(1),
    provider: z.string().min(1),
  });
}
export type TrainOrderRequest = z.infer<ReturnType<typeof trainOrderRequestSchema>>;

/** `flight_number` holds the flight, train or bus race number. */
export const ZOrderRoute = ZTripTimes.extend({ flight_number: z.string() });
export type OrderRoute = z.infer<typeof ZOrderRoute>;

/** Who an order seats, as the confirm page repeats it back. */
const ZCustomer = z.object({
  passenger_id: z.number().int().nonnegative(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  sex: ZSex,
  birthday: ZIsoDate,
  document_type: ZDocumentType,
  document_number: z.string(),
  citizenship: z.string(),
});

const ZReservation = z.object({
  passenger_id: z.number().int().nonnegative(),
  place_number: z.string().nullable(),
  price: ZKopecks,
});

const ZCreatedOrder = z.object({
  order_id: ZOrderId,
  price: ZKopecks,
  routes: z.array(ZOrderRoute),
  customers: z.array(ZCustomer),
});

export const ZBusConfirmState = ZCreatedOrder.extend({
  transport_type: z.literal('bus'),
  reservation_results: z.array(ZReservation),
});

export const ZTrainConfirmState = ZCreatedOrder.extend({
  transport_type: z.literal('train'),
  reservation_results: z.array(
    ZReservation.extend({
      car_type_name: z.string(),
      car_number: z.string(),
      service_class: z.string(),
      additional_information: z.string().nullable(),
      train_number: z.string(),
    }),
  ),
});

export const ZAviaConfirmState = ZCreatedOrder.extend({
  transport_type: z.literal('avia'),
  reservation_results: z.array(
    ZReservation.extend({
      additional_services: z.array(
        z.object({
          price: ZKopecks,
          service_type_name: z.string(),
          flight_ids: z.array(z.string()),
        }),
      ),
      row_number: z.number().int().positive().nullable(),
      seat_number: z.string().nullable(),
    }),
  ),
});

/** The created order the confirm page shows (SPEC §3 "Confirm state"). */
export const ZConfirmState = z.discriminatedUnion('transport_type', [
  ZBusConfirmState,
  ZTrainConfirmState,
  ZAviaConfirmState,
]);
export type ConfirmState = z.infer<typeof ZConfirmState>;

export const ZOrderPassenger = z.object({
  passenger_name: z.string(),
  status: ZOrderStatus,
  /** This passenger's order item; refund calls take it as `order_item_id`. */
  order_id: ZOrderId,
});

/** An order as 'My trips' lists it. */
export const ZOrder = z.object({
  order_id: ZOrderId,
  status: ZOrderStatus,
  routes: z.array(ZOrderRoute),
  price: ZKopecks,
  /** Russian label of the mode, as `orderTransportLabels` gives it. */
  transport_type: z.string(),
  en_transport_type: ZOrderTransportType,
  passengers_quantity: z.number().int().positive(),
  passengers_data: z.array(ZOrderPassenger),
});
export type Order = z.infer<typeof ZOrder>;
export const ZOrders = z.array(ZOrder);
