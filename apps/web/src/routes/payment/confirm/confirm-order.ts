import type { CombinedReservation, ConfirmState, OrderRoute } from '@peresadka/contracts/orders';
import { categoryLabel } from '../../../lib/passenger-category.ts';

/** Hides a document number but its last characters; short numbers keep at least half hidden. */
export function maskDocument(number: string): string {
  const shown = Math.min(4, Math.floor(number.length / 2));
  return '•'.repeat(number.length - shown) + number.slice(number.length - shown);
}

/** The visible end of a masked number, for screen readers. */
export function documentEnding(number: string): string {
  return number.slice(number.length - Math.min(4, Math.floor(number.length / 2)));
}

/** A dash stands for a middle name the passenger does not have (SPEC §5). */
const ABSENT = /^[-—–]$/;

export function fullName(p: { last_name: string; first_name: string; middle_name: string }) {
  return [p.last_name, p.first_name, ABSENT.test(p.middle_name.trim()) ? '' : p.middle_name]
    .filter(Boolean)
    .join(' ');
}

export type PriceLine = { label: string; kopecks: number };

/** A passenger's place on one ride of the order and what it costs them. */
export type PlaceView = {
  routeIndex: number;
  place: string;
  /** The passenger's category on this ride, by its mode's own fare rules. */
  category: string;
  details: string[];
  lines: PriceLine[];
  price: number;
  returned: boolean;
};

/**
 * The order's reservations, each tagged with its ride's mode: a combined order's already are,
 * a single-mode order's all take the order's mode.
 */
export function reservationsOf(order: ConfirmState): CombinedReservation[] {
  switch (order.transport_type) {
    case 'combined':
      return order.reservation_results;
    case 'bus':
      return order.reservation_results.map((r) => ({ ...r, transport_type: 'BUS' as const }));
    case 'train':
      return order.reservation_results.map((r) => ({ ...r, transport_type: 'TRAIN' as const }));
    case 'avia':
      return order.reservation_results.map((r) => ({ ...r, transport_type: 'PLANE' as const }));
  }
}

const baseLines = (fareLabel: string, r: { fare: number; service_charge: number }) => [
  { label: fareLabel, kopecks: r.fare },
  { label: 'Сервисный сбор', kopecks: r.service_charge },
];

/** A place with its particulars and its price broken down as the server charged it. */
function placeOf(r: CombinedReservation): PlaceView {
  const view = (details: (string | null)[], lines: PriceLine[]): PlaceView => ({
    routeIndex: r.route_index,
    place: r.place_description,
    category: categoryLabel(r.transport_type, r.category),
    details: details.filter((d): d is string => Boolean(d)),
    lines,
    price: r.price,
    returned: r.returned,
  });
  switch (r.transport_type) {
    case 'BUS':
      return view([], baseLines(`Тариф «${r.tariff_name}»`, r));
    case 'TRAIN':
      return view(
        [
          r.car_type_name,
          `класс обслуживания ${r.service_class}`,
          r.electronic_registration ? 'электронная регистрация' : null,
          // «Постельное бельё: 200 ₽», «…: включено в стоимость», «…: не заказано».
          r.additional_information,
        ],
        [
          ...baseLines('Билет', r),
          ...(r.bedding_price > 0 ? [{ label: 'Постельное бельё', kopecks: r.bedding_price }] : []),
        ],
      );
    case 'PLANE':
      return view(
        [],
        [
          ...baseLines(`Тариф «${r.fare_family}»`, r),
          ...(r.seat_price > 0 ? [{ label: 'Выбор места', kopecks: r.seat_price }] : []),
          ...r.additional_services.map((s) => ({ label: s.service_type_name, kopecks: s.price })),
        ],
      );
  }
}

/** The passenger's places, ride by ride, with the price broken down as the server charged it. */
export function placesOf(order: ConfirmState, passengerId: number): PlaceView[] {
  return reservationsOf(order)
    .filter((r) => r.passenger_id === passengerId)
    .map(placeOf)
    .sort((a, b) => a.routeIndex - b.routeIndex);
}

/** What each ride of the order costs for all its passengers together, in travel order. */
export function legTotals(order: ConfirmState): { route: OrderRoute; price: number }[] {
  const reservations = reservationsOf(order);
  return order.routes.map((route, i) => ({
    route,
    price: reservations.filter((r) => r.route_index === i).reduce((sum, r) => sum + r.price, 0),
  }));
}
