import { carriersLabel } from '@peresadka/contracts/airlines';
import { changePlace } from '@peresadka/contracts/change-text';
import type { LegTransportType } from '@peresadka/contracts/enums';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { PASSENGER_COUNT_KEYS } from '@peresadka/contracts/constants';
import type { Leg, Transfer } from '@peresadka/contracts/search-results';
import { flightsOf } from '../../features/rides/api/ride-detail.ts';
import { formatDuration, mskLabel, wallClock, wallDate } from '../../lib/format.ts';

/**
 * How a combined trip's legs and changes are worded wherever the trip is shown: its page, the
 * order form's sections and aside. One wording, so the visitor (and a test) recognises a leg
 * by the same name everywhere.
 */

export const MODE_LABELS: Record<LegTransportType, string> = {
  PLANE: 'Самолёт',
  TRAIN: 'Поезд',
  BUS: 'Автобус',
};

const MODE_WORDS: Record<LegTransportType, string> = {
  PLANE: 'самолёт',
  TRAIN: 'поезд',
  BUS: 'автобус',
};

/** Where and when a leg starts and ends; a plane leg of several flights from first to last. */
export type LegEnds = {
  from: string;
  to: string;
  departure: string;
  arrival: string;
  minutes: number;
};

export function legEnds(leg: Leg): LegEnds {
  if (leg.transport_type !== 'PLANE') {
    return {
      from: leg.origin_name,
      to: leg.destination_name,
      departure: leg.departure_time,
      arrival: leg.arrival_time,
      minutes: leg.travel_time,
    };
  }
  const flights = flightsOf(leg);
  const first = flights[0]!;
  const last = flights.at(-1)!;
  return {
    from: `${first.origin_name} (${first.origin_code})`,
    to: `${last.destination_name} (${last.destination_code})`,
    departure: first.departure_time,
    arrival: last.arrival_time,
    minutes: Math.round(
      (Date.parse(last.arrival_time) - Date.parse(first.departure_time)) / 60_000,
    ),
  };
}

/** The race's own number: «SU 1700», «012А», «1570». */
function numberOf(leg: Leg): string {
  switch (leg.transport_type) {
    case 'PLANE':
      return flightsOf(leg)
        .map((flight) => flight.flight_number)
        .join(' + ');
    case 'TRAIN':
      return leg.display_train_number;
    case 'BUS':
      return leg.race_id;
  }
}

/** «Рейс SU 1700», «Поезд 012А «Татарстан»», «Автобус, рейс 1570». */
export function legTitle(leg: Leg): string {
  switch (leg.transport_type) {
    case 'PLANE':
      return `Рейс ${numberOf(leg)}`;
    case 'TRAIN':
      return `Поезд ${numberOf(leg)}${leg.train_name ? ` «${leg.train_name}»` : ''}`;
    case 'BUS':
      return `Автобус, рейс ${numberOf(leg)}`;
  }
}

/** Who carries the traveller: the airline as the cards name it, or the railway or bus company. */
export function legCarrier(leg: Leg): string {
  if (leg.transport_type !== 'PLANE') return leg.provider;
  return carriersLabel(flightsOf(leg).map((f) => f.operating_airline_code));
}

/**
 * «Участок 2: поезд 012А Москва → Казань» — how the order form names a leg's section and the
 * server's messages name the leg.
 */
export function legName(leg: Leg, index: number): string {
  const ends = legEnds(leg);
  const from = leg.transport_type === 'PLANE' ? flightsOf(leg)[0]!.origin_name : ends.from;
  const to = leg.transport_type === 'PLANE' ? flightsOf(leg).at(-1)!.destination_name : ends.to;
  return `Участок ${index + 1}: ${MODE_WORDS[leg.transport_type]} ${numberOf(leg)} ${from} → ${to}`;
}

/** A station's wall clock with its zone against Moscow and the local date. */
export const stationTime = (iso: string): string =>
  `${wallClock(iso)} ${mskLabel(iso)}, ${wallDate(iso)}`;

/**
 * A change between legs, said plainly: how long between arriving and leaving, and whether the
 * traveller stays where they are or must cross to another station or airport on their own.
 */
export function transferText(transfer: Transfer): string {
  const wait = `Пересадка: ${formatDuration(transfer.wait_minutes)} между прибытием и отправлением`;
  const own = transfer.station_change ? ', добираетесь самостоятельно' : '';
  return `${wait} · ${changePlace(transfer)}${own}`;
}

/** Between a round trip's two ways: how long the traveller stays before going back. */
export function stayText(stay: Transfer): string {
  return `Обратно через ${formatDuration(stay.wait_minutes)} · от ${stay.departure_station}`;
}

/** How many travel, babies on a lap included: whom a trip's total is for. */
export const travellersOf = (counts: PassengerCounts): number =>
  PASSENGER_COUNT_KEYS.reduce((sum, key) => sum + counts[key], 0);
