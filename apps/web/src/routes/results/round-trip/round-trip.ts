import type { TripDirection } from '@peresadka/contracts/enums';
import { MAX_TRANSFERS } from '@peresadka/contracts/constants';
import type { CombinedRoute, Leg, Transfer } from '@peresadka/contracts/search-results';
import { legEnds } from '../../../components/trip/trip-text.ts';
import type { ChosenTrip } from '../../../state/chosen-trip.ts';

/**
 * One way of a round trip as the visitor picked it on its tab: a ride of one mode, or a
 * combined route — either way legs of one ride each, in order, with the changes between them.
 */
export type WayPick = Pick<CombinedRoute, 'route_id' | 'legs' | 'transfers' | 'routes_price'>;

export type RoundTripPicks = Record<TripDirection, WayPick | null>;

export const NO_PICKS: RoundTripPicks = { there: null, back: null };

export const pickOfLeg = (leg: Leg): WayPick => ({
  route_id: leg.route_id,
  legs: [leg],
  transfers: [],
  routes_price: leg.price,
});

export const pickOfRoute = (route: CombinedRoute): WayPick => route;

/**
 * A flight with a connection is several rides behind one card: the order form asks a place per
 * ride, so such a result is bought on its own, not as a way of a round trip.
 */
export const pickable = (pick: WayPick): boolean =>
  pick.legs.every((leg) => !leg.route_id.includes('.'));

const KIND_OF_MODE = { PLANE: 'Airport', TRAIN: 'RailwayStation', BUS: 'BusStop' } as const;

const minutesBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/**
 * What is wrong with the picks, in the visitor's words, or null: each must be `pickable`, the
 * way back must leave after the way there arrives, and the order holds at most
 * `MAX_TRANSFERS + 1` rides.
 */
export function roundTripProblem(picks: RoundTripPicks): string | null {
  const { there, back } = picks;
  if ((there && !pickable(there)) || (back && !pickable(back))) {
    return 'Рейс с пересадкой в одном билете нельзя добавить в поездку туда и обратно: выберите прямой рейс или купите его отдельно.';
  }
  if (!there || !back) return null;
  const arrives = legEnds(there.legs.at(-1)!).arrival;
  const leaves = legEnds(back.legs[0]!).departure;
  if (minutesBetween(arrives, leaves) <= 0) {
    return 'Обратно нужно уехать после прибытия туда: выберите более поздний рейс обратно.';
  }
  if (there.legs.length + back.legs.length > MAX_TRANSFERS + 1) {
    return `В одном заказе не больше ${MAX_TRANSFERS + 1} участков: выберите маршруты с меньшим числом пересадок.`;
  }
  return null;
}

/**
 * The two ways as the combined order form reads a trip: the legs there, then back; between
 * them the stay, told as a wait (the form's itinerary heads it «Обратно»). The route id names
 * the pair, so the form keeps a draft per round trip; the order names each way apart.
 */
export function roundTripOf(
  there: WayPick,
  back: WayPick,
  counts: ChosenTrip['counts'],
  serviceClass: ChosenTrip['serviceClass'],
): ChosenTrip {
  const last = there.legs.at(-1)!;
  const first = back.legs[0]!;
  const stay: Transfer = {
    arrival_station: legEnds(last).to,
    departure_station: legEnds(first).from,
    arrival_kind: KIND_OF_MODE[last.transport_type],
    departure_kind: KIND_OF_MODE[first.transport_type],
    wait_minutes: minutesBetween(legEnds(last).arrival, legEnds(first).departure),
    station_change: false,
  };
  const legs = [...there.legs, ...back.legs];
  return {
    route: {
      route_id: `${there.route_id}.${back.route_id}`,
      routes_price: there.routes_price + back.routes_price,
      routes_time: legs.reduce((sum, leg) => sum + legEnds(leg).minutes, 0),
      legs,
      transfers: [...there.transfers, stay, ...back.transfers],
    },
    counts,
    serviceClass,
    roundTrip: {
      there_route_id: there.route_id,
      back_route_id: back.route_id,
      return_from: there.legs.length,
    },
  };
}
