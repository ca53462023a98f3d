import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { Leg } from '@peresadka/contracts/search-results';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LazyJourneyMap } from '../../components/journey-map/LazyJourneyMap.tsx';
import { mapRidesOf } from '../../components/journey-map/legs-on-map.ts';
import { BackToResults } from '../../components/BackToResults.tsx';
import { Page } from '../../components/Page.tsx';
import { Itinerary } from '../../components/trip/Itinerary.tsx';
import { legPrice, tripPrice, useLegDetails } from '../../components/trip/leg-details.ts';
import { MODE_LABELS, travellersOf } from '../../components/trip/trip-text.ts';
import { LegPriceLine, TripPrice } from '../../components/trip/TripPrice.tsx';
import { formatDuration } from '../../lib/format.ts';
import { countOf } from '../../lib/plural.ts';
import { chooseRoute } from '../../state/chosen-route.ts';
import { chosenTrip, type ChosenTrip } from '../../state/read-chosen-trip.ts';
import styles from './TripScreen.module.css';

/** The order form of a combined trip; it reads the same chosen trip. */
const COMBINED_ORDER_ADDRESS = '/payment/create/combined/';

/**
 * A combined result opened whole (/detail/trip): every leg and change, what the search's
 * passengers pay leg by leg and in all, the journey on the map, each leg's own page, and the
 * way to buy the trip as one order.
 */
export function TripScreen() {
  const [trip] = useState(chosenTrip);
  if (!trip) return <Navigate to="/results" replace />;
  return (
    <Page heading="Поездка с пересадками">
      <BackToResults className={styles.back} />
      <TripDetail trip={trip} />
    </Page>
  );
}

function TripDetail({ trip: { route, counts, serviceClass } }: { trip: ChosenTrip }) {
  const navigate = useNavigate();
  const legs = useLegDetails(route.legs, counts, serviceClass);
  const prices = legs.details.map((detail) => (detail ? legPrice(detail) : undefined));
  const total = tripPrice(prices);
  const travellers = travellersOf(counts);
  const blocked = total !== null && 'unavailable' in total ? total.unavailable : null;

  const openLeg = (leg: Leg) => {
    chooseRoute({ leg, counts, serviceClass });
    void navigate('/detail');
  };

  return (
    <>
      <p className={styles.overview}>
        {route.legs.map((leg) => MODE_LABELS[leg.transport_type]).join(' → ')} ·{' '}
        {formatDuration(route.routes_time)} в пути ·{' '}
        {countOf(route.transfers.length, ['пересадка', 'пересадки', 'пересадок'])}
      </p>
      <h2>Маршрут</h2>
      <Itinerary
        route={route}
        extra={(leg, i) => (
          <div className={styles.legActions}>
            <LegPriceLine price={prices[i]} travellers={travellers} />
            <button type="button" className={styles.legLink} onClick={() => openLeg(leg)}>
              Подробнее об участке {i + 1}
            </button>
          </div>
        )}
      />
      {legs.isError && (
        <div role="alert" className={styles.problem}>
          <p>
            Не удалось узнать цену участка:{' '}
            {legs.error instanceof AppError ? legs.error.userMessage : uiMessages.errorTryLater}
          </p>
          <button type="button" className={styles.legLink} onClick={legs.refetch}>
            Повторить
          </button>
        </div>
      )}
      <section className={styles.buy} aria-labelledby="trip-price">
        <h2 id="trip-price">Стоимость</h2>
        <TripPrice legs={route.legs} prices={prices} travellers={travellers} byLeg={false} />
        {blocked ? (
          <p className={styles.problem}>Поездку нельзя купить целиком: {blocked}</p>
        ) : (
          <Link to={COMBINED_ORDER_ADDRESS} className={`button ${styles.primary}`}>
            Купить поездку целиком
          </Link>
        )}
        <p className={styles.muted}>
          Один заказ и одна оплата на все участки; данные пассажиров вводятся один раз.
        </p>
      </section>
      <h2>Маршрут на карте</h2>
      <LazyJourneyMap rides={mapRidesOf(route.legs)} />
    </>
  );
}
