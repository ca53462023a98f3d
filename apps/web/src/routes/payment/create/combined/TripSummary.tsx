import { serviceClassLabels } from '@peresadka/contracts/search-labels';
import { useLayout } from '../../../../app/layout.ts';
import { Itinerary } from '../../../../components/trip/Itinerary.tsx';
import { legPrice, useLegDetails } from '../../../../components/trip/leg-details.ts';
import { MODE_LABELS, travellersOf } from '../../../../components/trip/trip-text.ts';
import { TripPrice } from '../../../../components/trip/TripPrice.tsx';
import { formatDuration } from '../../../../lib/format.ts';
import { countOf } from '../../../../lib/plural.ts';
import type { ChosenTrip } from '../../../../state/chosen-trip.ts';
import { useTripFareCodes } from '../plane/fare-code.ts';
import { countsInWords } from '../RideSummary.tsx';
import styles from '../OrderCreate.module.css';

/**
 * The trip being bought beside its form: what the travellers pay leg by leg and in all, as
 * the trip's page said it, then every leg and change. A trip is long: its price comes first so
 * the sticky aside always shows it, and on a phone, where the aside sits above the form, the
 * legs are folded.
 */
export function TripSummary({
  trip: { route, counts, serviceClass, roundTrip },
}: {
  trip: ChosenTrip;
}) {
  const mobile = useLayout() === 'mobile';
  const legs = useLegDetails(route.legs, counts, serviceClass);
  // The plane legs at the families chosen in the form beside it.
  const [fareCodes] = useTripFareCodes(route.legs.length);
  const prices = legs.details.map((detail, k) =>
    detail ? legPrice(detail, fareCodes[k]) : undefined,
  );
  const flies = route.legs.some((leg) => leg.transport_type === 'PLANE');
  return (
    <>
      <section className={styles.summary} aria-labelledby="trip-prices">
        <h2 id="trip-prices" className={styles.summaryHeading}>
          Стоимость
        </h2>
        <TripPrice legs={route.legs} prices={prices} travellers={travellersOf(counts)} />
      </section>
      <section className={styles.summary} aria-labelledby="trip-summary">
        <h2 id="trip-summary" className={styles.summaryHeading}>
          {roundTrip ? 'Туда и обратно' : 'Ваша поездка'}
        </h2>
        <p>
          {route.legs.map((leg) => MODE_LABELS[leg.transport_type]).join(' → ')} ·{' '}
          {formatDuration(route.routes_time)} в пути
        </p>
        <p className={styles.muted}>
          {countsInWords(counts)}
          {flies && `; класс на самолёте: ${serviceClassLabels[serviceClass]}`}
        </p>
        <details className={styles.planDetails} open={!mobile}>
          <summary>
            {countOf(route.legs.length, ['участок', 'участка', 'участков'])},{' '}
            {countOf(route.transfers.length - (roundTrip ? 1 : 0), [
              'пересадка',
              'пересадки',
              'пересадок',
            ])}
          </summary>
          <Itinerary route={route} compact returnFrom={roundTrip?.return_from} />
        </details>
      </section>
    </>
  );
}
