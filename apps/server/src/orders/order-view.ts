import { beddingWords } from '@peresadka/contracts/bedding';
import { carTypeLabels } from '@peresadka/contracts/search-labels';
import {
  orderTransportLabels,
  ZLegTransportType,
  ZOrderStatus,
  ZOrderTransportType,
  ZPassengerCategory,
  ZServiceClass,
  type OrderTransportType,
  ZDocumentType,
  ZSex,
  type StationType,
  ZTripDirection,
} from '@peresadka/contracts/enums';
import type {
  CombinedReservation,
  ConfirmState,
  Customer,
  OrderTransfer,
  Order,
  OrderRoute,
  Reservation,
  SavedPassenger,
} from '@peresadka/contracts/orders';
import { paymentMessages } from '@peresadka/contracts/payments';
import { ZPoint } from '@peresadka/contracts/search-results';
import { z } from 'zod';
import { routeIdOf } from '../rides/route-id.ts';
import { ZItemDetails, type ItemDetails } from './item-details.ts';
import { orderRefundSchedule } from './refund-schedule.ts';
import type {
  OrderItemRow,
  OrderPassengerRow,
  RefundRow,
  StoredOrder,
} from './orders-repository.ts';

const ZPoints = z.object({ origin: ZPoint, destination: ZPoint });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function routesOf(stored: StoredOrder): OrderRoute[] {
  return stored.rides.map((ride) => {
    const points = ZPoints.safeParse(ride.points);
    return {
      origin_name: ride.originName,
      destination_name: ride.destinationName,
      transport_type: ZLegTransportType.parse(ride.mode),
      departure_time: ride.departureTime,
      arrival_time: ride.arrivalTime,
      travel_time: Math.round((ride.arrivesAt.getTime() - ride.departsAt.getTime()) / 60_000),
      flight_number: ride.number,
      carrier: ride.carrier,
      direction: ZTripDirection.parse(ride.direction),
      ...(points.success
        ? { origin_point: points.data.origin, destination_point: points.data.destination }
        : {}),
    };
  });
}

/** What the order says about money it sent back; the latest refund tells. */
function paymentNoteOf(refunds: readonly RefundRow[]): string | null {
  // A returned ticket shows as its passenger's status; the note is about whole payments.
  const last = refunds.filter((r) => r.reason !== 'ticket_return').at(-1);
  if (!last) return null;
  const done = last.status === 'succeeded';
  switch (last.reason) {
    case 'second_payment':
      return done ? paymentMessages.duplicateRefunded : paymentMessages.duplicateRefunding;
    case 'cancelled_order':
      return done ? paymentMessages.cancelledRefunded : paymentMessages.cancelledRefunding;
    case 'supplier_refused':
      return done
        ? paymentMessages.supplierRefusedRefunded
        : paymentMessages.supplierRefusedRefunding;
    default:
      return done ? paymentMessages.lateRefunded : paymentMessages.lateRefunding;
  }
}

export function savedPassengerOf(p: OrderPassengerRow): SavedPassenger {
  return {
    last_name: p.lastName,
    first_name: p.firstName,
    middle_name: p.middleName,
    sex: ZSex.parse(p.sex),
    birthday: p.birthday,
    document_type: ZDocumentType.parse(p.documentType),
    document_number: p.documentNumber,
    document_valid_till: p.documentValidTill,
    citizenship: p.citizenship,
  };
}

const customerOf = (p: OrderPassengerRow, items: readonly OrderItemRow[]): Customer => ({
  ...savedPassengerOf(p),
  passenger_id: p.position,
  category: ZPassengerCategory.parse(p.category),
  price: items.filter((i) => i.passengerId === p.id).reduce((sum, i) => sum + i.total, 0),
});

/** The place as a ticket prints it. */
function placeDescription(item: OrderItemRow, details: ItemDetails): string {
  switch (details.mode) {
    case 'TRAIN': {
      const car = `вагон ${String(item.carNumber).padStart(2, '0')}`;
      if (item.seat === null) return `${car}, без места`;
      return [car, `место ${item.seat}`, details.berth].filter(Boolean).join(', ');
    }
    case 'PLANE':
    case 'BUS':
      return item.seat === null ? 'без места' : `место ${item.seat}`;
  }
}

type ItemView = { item: OrderItemRow; details: ItemDetails; reservation: Reservation };

function itemsOf(stored: StoredOrder): ItemView[] {
  const position = new Map(stored.passengers.map((p) => [p.id, p]));
  const rideIndex = new Map(stored.rides.map((r, i) => [r.id, i]));
  return stored.items.map((item) => {
    const details = ZItemDetails.parse(item.details);
    const passenger = position.get(item.passengerId)!;
    return {
      item,
      details,
      reservation: {
        passenger_id: passenger.position,
        route_index: rideIndex.get(item.rideId)!,
        category: details.category ?? ZPassengerCategory.parse(passenger.category),
        place_number: item.seat,
        place_description: placeDescription(item, details),
        returned: item.returnedAt !== null,
        fare: item.fare,
        service_charge: item.serviceCharge,
        price: item.total,
      },
    };
  });
}

/** SPEC §3 confirm state of a stored order: what the confirm page and the order call show. */
export function confirmStateOf(
  stored: StoredOrder,
  now: Date,
  minimumChange: MinimumChange,
  kindOf: StationKindOf,
): ConfirmState {
  const { order } = stored;
  const base = {
    order_id: order.id,
    status: ZOrderStatus.parse(order.status),
    route_id: order.routeId,
    created_at: order.createdAt.toISOString(),
    hold_expires_at: iso(order.holdExpiresAt),
    paid_at: iso(order.paidAt),
    payment_note: paymentNoteOf(stored.refunds),
    refund_schedule: orderRefundSchedule(stored, now),
    disruption: order.disruption,
    price: order.totalPrice,
    service_charge: order.serviceCharge,
    routes: routesOf(stored),
    customers: stored.passengers.map((p) => customerOf(p, stored.items)),
    contacts: { contact_phone: order.contactPhone, contact_email: order.contactEmail },
  };
  const items = itemsOf(stored);
  const type: OrderTransportType = ZOrderTransportType.parse(order.transportType);
  const serviceClass = ZServiceClass.parse(order.serviceClass ?? 'Economic');
  const only = <Mode extends ItemDetails['mode']>(mode: Mode) =>
    items.map((view) => {
      if (view.details.mode !== mode) throw new Error(`order ${order.id}: not a ${mode} item`);
      return reservationOf(stored, view);
    }) as Extract<CombinedReservation, { transport_type: Mode }>[];
  switch (type) {
    case 'train':
      return { ...base, transport_type: 'train', reservation_results: only('TRAIN') };
    case 'bus':
      return { ...base, transport_type: 'bus', reservation_results: only('BUS') };
    case 'avia':
      return {
        ...base,
        transport_type: 'avia',
        service_class: serviceClass,
        reservation_results: only('PLANE'),
      };
    case 'combined':
      return {
        ...base,
        transport_type: 'combined',
        service_class: serviceClass,
        transfers: transfersOf(stored, minimumChange, kindOf),
        reservation_results: items.map((view) => reservationOf(stored, view)),
      };
  }
}

/** A reservation with its leg's particulars, tagged with the leg's mode. */
function reservationOf(
  stored: StoredOrder,
  { item, details, reservation }: ItemView,
): CombinedReservation {
  const ride = stored.rides[reservation.route_index]!;
  switch (details.mode) {
    case 'TRAIN':
      return {
        ...reservation,
        transport_type: 'TRAIN',
        car_type: details.carType,
        car_type_name: carTypeLabels[details.carType],
        car_number: String(item.carNumber).padStart(2, '0'),
        service_class: details.serviceClass,
        bedding: details.bedding,
        bedding_price: details.beddingPrice,
        electronic_registration: details.electronicRegistration,
        additional_information: `Постельное бельё: ${beddingWords(details.bedding, details.beddingPrice)}`,
        train_number: ride.number,
      };
    case 'BUS':
      return { ...reservation, transport_type: 'BUS', tariff_name: details.tariffName };
    case 'PLANE': {
      const row = item.seat === null ? null : Number.parseInt(item.seat, 10);
      const flight = routeIdOf([ride]);
      return {
        ...reservation,
        transport_type: 'PLANE',
        additional_services: details.services.map((s) => ({
          code: s.code,
          price: s.price,
          service_type_name: s.name,
          flight_ids: [flight],
        })),
        row_number: row,
        seat_number: item.seat === null ? null : item.seat.slice(String(row).length),
        seat_price: details.seatPrice,
        fare_family: details.fareFamily,
      };
    }
  }
}

/**
 * The least minutes a change between two stations takes (the timetable's rule), or null when
 * nothing joins them any more.
 */
export type MinimumChange = (fromStationId: number, toStationId: number) => number | null;

/** What a station is (the timetable's word), or null when it is gone from the timetable. */
export type StationKindOf = (stationId: number) => StationType | null;

/** A station gone from the timetable: what its ride's vehicle calls at. */
const KIND_OF_MODE: Record<string, StationType> = {
  PLANE: 'Airport',
  TRAIN: 'RailwayStation',
  BUS: 'BusStop',
};

/**
 * The changes between an order's rides, as its itinerary prints them. Between a round trip's
 * two ways the traveller stays as long as they like: no least time applies there.
 */
export function transfersOf(
  stored: StoredOrder,
  minimumChange: MinimumChange,
  kindOf: StationKindOf,
): OrderTransfer[] {
  const kind = (stationId: number, mode: string): StationType =>
    kindOf(stationId) ?? KIND_OF_MODE[mode] ?? 'RailwayStation';
  return stored.rides.slice(1).map((ride, i) => {
    const before = stored.rides[i]!;
    return {
      arrival_station: before.destinationName,
      departure_station: ride.originName,
      arrival_kind: kind(before.toStationId, before.mode),
      departure_kind: kind(ride.fromStationId, ride.mode),
      wait_minutes: Math.max(
        0,
        Math.round((ride.departsAt.getTime() - before.arrivesAt.getTime()) / 60_000),
      ),
      min_change_minutes:
        before.direction === ride.direction
          ? (minimumChange(before.toStationId, ride.fromStationId) ?? 0)
          : 0,
      station_change: before.toStationId !== ride.fromStationId,
    };
  });
}

/** How «Мои поездки» names an order with a way back. */
const ROUND_TRIP_LABEL = 'Туда и обратно';

/** An order as «Мои поездки» lists it. */
export function orderOf(stored: StoredOrder): Order {
  const { order } = stored;
  const type = ZOrderTransportType.parse(order.transportType);
  const items = itemsOf(stored);
  return {
    order_id: order.id,
    status: ZOrderStatus.parse(order.status),
    route_id: order.routeId,
    routes: routesOf(stored),
    price: order.totalPrice,
    transport_type: stored.rides.some((r) => r.direction === 'back')
      ? ROUND_TRIP_LABEL
      : orderTransportLabels[type],
    en_transport_type: type,
    passengers_quantity: stored.passengers.length,
    refunds: stored.refunds.map((r) => ({
      amount: r.amount,
      created_at: r.createdAt.toISOString(),
      done: r.status === 'succeeded',
    })),
    passengers_data: stored.passengers.map((p) => ({
      passenger_name: [p.lastName, p.firstName, p.middleName === '-' ? '' : p.middleName]
        .filter(Boolean)
        .join(' '),
      status: ZOrderStatus.parse(p.status),
      order_id: p.id,
      category: ZPassengerCategory.parse(p.category),
      places: items
        .filter(({ item }) => item.passengerId === p.id)
        .map(({ reservation }) => reservation.place_description),
      returned: items
        .filter(({ item }) => item.passengerId === p.id)
        .map(({ reservation }) => reservation.returned),
    })),
    created_at: order.createdAt.toISOString(),
    hold_expires_at: iso(order.holdExpiresAt),
    paid_at: iso(order.paidAt),
    payment_note: paymentNoteOf(stored.refunds),
    disruption: order.disruption,
  };
}
