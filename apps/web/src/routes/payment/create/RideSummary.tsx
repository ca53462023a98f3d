import { flightsOf } from '../../../features/rides/api/ride-detail.ts';
import { serviceClassLabels } from '@peresadka/contracts/search-labels';
import { PASSENGER_COUNT_KEYS } from '@peresadka/contracts/constants';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { Leg } from '@peresadka/contracts/search-results';
import { formatDuration, mskLabel, wallClock, wallDate } from '../../../lib/format.ts';
import type { ChosenRoute } from '../../../state/chosen-route.ts';

import { countOf } from '../../../lib/plural.ts';
import styles from './OrderCreate.module.css';

/** Times as the station's own clock shows them, with its zone said against Moscow. */
const at = (iso: string) => `${wallClock(iso)} ${mskLabel(iso)}, ${wallDate(iso)}`;

type Trip = {
  title: string;
  from: string;
  to: string;
  departure: string;
  arrival: string;
  minutes: number;
};

function tripsOf(leg: Leg): Trip[] {
  switch (leg.transport_type) {
    case 'TRAIN':
      return [
        {
          title: `Поезд ${leg.display_train_number}${leg.train_name ? ` «${leg.train_name}»` : ''}`,
          from: leg.origin_name,
          to: leg.destination_name,
          departure: leg.departure_time,
          arrival: leg.arrival_time,
          minutes: leg.travel_time,
        },
      ];
    case 'BUS':
      return [
        {
          title: `Автобус, рейс ${leg.race_id} · ${leg.provider}`,
          from: leg.origin_name,
          to: leg.destination_name,
          departure: leg.departure_time,
          arrival: leg.arrival_time,
          minutes: leg.travel_time,
        },
      ];
    case 'PLANE':
      return flightsOf(leg).map((flight) => ({
        title: `Рейс ${flight.flight_number}`,
        from: flight.origin_name,
        to: flight.destination_name,
        departure: flight.departure_time,
        arrival: flight.arrival_time,
        minutes: flight.travel_time,
      }));
  }
}

/** «2 взрослых, 1 ребёнок»: the search's passengers in words. */
const COUNT_WORDS = {
  adult_quantity: ['взрослый', 'взрослых', 'взрослых'],
  child_quantity: ['ребёнок', 'ребёнка', 'детей'],
  baby_with_place_quantity: ['младенец с местом', 'младенца с местом', 'младенцев с местом'],
  baby_without_place_quantity: ['младенец без места', 'младенца без места', 'младенцев без места'],
} as const;

/** «2 взрослых, 1 ребёнок». */
export const countsInWords = (counts: PassengerCounts): string =>
  PASSENGER_COUNT_KEYS.filter((key) => counts[key] > 0)
    .map((key) => countOf(counts[key], COUNT_WORDS[key]))
    .join(', ');

/** The ride being booked, as the visitor chose it on /results and /detail. */
export function RideSummary({ chosen }: { chosen: ChosenRoute }) {
  const { leg, counts } = chosen;
  return (
    <section className={styles.summary} aria-labelledby="ride-summary">
      <h2 id="ride-summary" className={styles.summaryHeading}>
        Ваша поездка
      </h2>
      {tripsOf(leg).map((trip) => (
        <div key={`${trip.title}-${trip.departure}`} className={styles.trip}>
          <p className={styles.tripTitle}>{trip.title}</p>
          <p>
            {trip.from} → {trip.to}
          </p>
          <dl className={styles.times}>
            <dt>Отправление</dt>
            <dd>{at(trip.departure)}</dd>
            <dt>Прибытие</dt>
            <dd>{at(trip.arrival)}</dd>
            <dt>В пути</dt>
            <dd>{formatDuration(trip.minutes)}</dd>
          </dl>
        </div>
      ))}
      <p className={styles.muted}>
        {countsInWords(counts)}
        {leg.transport_type === 'PLANE' && `; класс: ${serviceClassLabels[chosen.serviceClass]}`}
      </p>
    </section>
  );
}
