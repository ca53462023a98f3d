import type { LegTransportType } from '@peresadka/contracts/enums';
import type { OrderRoute } from '@peresadka/contracts/orders';

/** A ride's own mode names its number: a flight or a bus race is «Рейс», a train «Поезд». */
const NUMBER_PREFIX: Record<LegTransportType, string> = {
  PLANE: 'Рейс',
  TRAIN: 'Поезд',
  BUS: 'Рейс',
};

export const legModeLabels: Record<LegTransportType, string> = {
  PLANE: 'Самолёт',
  TRAIN: 'Поезд',
  BUS: 'Автобус',
};

/** «Рейс SU 1234», «Поезд 002Й»: a ride of a single-mode order, whose mode the order says. */
export const routeTitle = (route: Pick<OrderRoute, 'transport_type' | 'flight_number'>): string =>
  `${NUMBER_PREFIX[route.transport_type]} ${route.flight_number}`;

/**
 * A leg of a combined trip, its mode said with it: «Самолёт, рейс SU 1234», «Поезд 002Й»,
 * «Автобус, рейс 512» — the modes change from leg to leg.
 */
export const legTitle = (route: Pick<OrderRoute, 'transport_type' | 'flight_number'>): string =>
  route.transport_type === 'TRAIN'
    ? routeTitle(route)
    : `${legModeLabels[route.transport_type]}, рейс ${route.flight_number}`;
