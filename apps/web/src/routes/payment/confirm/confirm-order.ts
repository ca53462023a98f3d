import { ZConfirmState, type ConfirmState } from '@peresadka/contracts/orders';

/**
 * The order the creation page handed over in the history state. History state outlives the
 * page (a reload, a restored tab), so it is checked like any stored value.
 */
export function handedOverOrder(state: unknown): ConfirmState | null {
  if (!state || typeof state !== 'object' || !('confirm' in state)) return null;
  const parsed = ZConfirmState.safeParse(state.confirm);
  return parsed.success ? parsed.data : null;
}

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
  details: string[];
  lines: PriceLine[];
  price: number;
};

const baseLines = (fareLabel: string, r: { fare: number; service_charge: number }) => [
  { label: fareLabel, kopecks: r.fare },
  { label: 'Сервисный сбор', kopecks: r.service_charge },
];

/** The passenger's places, ride by ride, with the price broken down as the server charged it. */
export function placesOf(order: ConfirmState, passengerId: number): PlaceView[] {
  const view = (
    r: ConfirmState['reservation_results'][number],
    details: (string | null)[],
    lines: PriceLine[],
  ): PlaceView => ({
    routeIndex: r.route_index,
    place: r.place_description,
    details: details.filter((d): d is string => Boolean(d)),
    lines,
    price: r.price,
  });
  const views = (() => {
    switch (order.transport_type) {
      case 'bus':
        return order.reservation_results
          .filter((r) => r.passenger_id === passengerId)
          .map((r) => view(r, [], baseLines(`Тариф «${r.tariff_name}»`, r)));
      case 'train':
        return order.reservation_results
          .filter((r) => r.passenger_id === passengerId)
          .map((r) =>
            view(
              r,
              [
                r.car_type_name,
                `класс обслуживания ${r.service_class}`,
                r.bedding ? 'с постельным бельём' : 'без постельного белья',
                r.electronic_registration ? 'электронная регистрация' : null,
                r.additional_information,
              ],
              baseLines('Билет', r),
            ),
          );
      case 'avia':
        return order.reservation_results
          .filter((r) => r.passenger_id === passengerId)
          .map((r) =>
            view(
              r,
              [],
              [
                ...baseLines(`Тариф «${r.fare_family}»`, r),
                ...(r.seat_price > 0 ? [{ label: 'Выбор места', kopecks: r.seat_price }] : []),
                ...r.additional_services.map((s) => ({
                  label: s.service_type_name,
                  kopecks: s.price,
                })),
              ],
            ),
          );
    }
  })();
  return views.sort((a, b) => a.routeIndex - b.routeIndex);
}
