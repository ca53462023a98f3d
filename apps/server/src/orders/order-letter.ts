import { tripDirectionLabels } from '@peresadka/contracts/enums';
import { formatRubles } from '@peresadka/contracts/money';
import type { OrderLetter } from '../mail/templates.ts';
import type { StoredOrder } from './orders-repository.ts';
import { orderOf } from './order-view.ts';

/** «01.12.2026 08:30» from a station wall-clock time with its offset. */
const wallClock = (time: string) =>
  `${time.slice(8, 10)}.${time.slice(5, 7)}.${time.slice(0, 4)} ${time.slice(11, 16)}`;

const VEHICLES = { TRAIN: 'Поезд', PLANE: 'Рейс', BUS: 'Автобус' } as const;

/**
 * Where an order's letters lead: the address it was made on, so a buyer who came on
 * 127.0.0.1 or a LAN address is not sent to another origin; `publicUrl` for older orders.
 */
export const siteOf = (stored: StoredOrder, publicUrl: string): string =>
  stored.order.siteUrl ?? publicUrl;

/**
 * An order as its letters tell it: each ride and the places of each passenger who still
 * travels — not those returned, nor those a return is taking now (`leaving`) — in station time.
 */
export function orderLetterOf(
  stored: StoredOrder,
  publicUrl: string,
  leaving: ReadonlySet<number> = new Set(),
): OrderLetter {
  const order = orderOf(stored);
  const roundTrip = order.routes.some((r) => r.direction === 'back');
  return {
    to: stored.order.contactEmail,
    orderId: stored.order.id,
    rides: order.routes.map(
      (r) =>
        `${roundTrip ? `${tripDirectionLabels[r.direction ?? 'there']}. ` : ''}` +
        `${VEHICLES[r.transport_type]} ${r.flight_number}, ${r.carrier}: ${r.origin_name} ${wallClock(r.departure_time)} → ` +
        `${r.destination_name} ${wallClock(r.arrival_time)}`,
    ),
    passengers: order.passengers_data
      .filter((p) => p.status !== 'RETURNED' && !leaving.has(p.order_id))
      .map((p) => `${p.passenger_name}: ${p.places.join('; ')}`),
    total: formatRubles(stored.order.totalPrice),
    tripsLink: `${siteOf(stored, publicUrl)}/profile?tab=trips`,
  };
}
