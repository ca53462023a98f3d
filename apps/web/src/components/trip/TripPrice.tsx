import type { Leg } from '@peresadka/contracts/search-results';
import { formatRubles } from '../../lib/format.ts';
import { forPassengers } from '../../lib/plural.ts';
import { tripPrice, type LegPrice } from './leg-details.ts';
import { legTitle } from './trip-text.ts';
import styles from './Trip.module.css';

const priceText = (price: LegPrice | undefined): string =>
  price === undefined
    ? 'загружаем…'
    : 'unavailable' in price
      ? price.unavailable
      : `${price.from ? 'от ' : ''}${formatRubles(price.total)}`;

/**
 * What the search's passengers pay for the trip: each leg as its detail prices it and the
 * legs added up, every sum saying whom it is for.
 */
export function TripPrice({
  legs,
  prices,
  travellers,
  byLeg = true,
}: {
  legs: readonly Leg[];
  prices: readonly (LegPrice | undefined)[];
  travellers: number;
  /** Each leg's line above the total. */
  byLeg?: boolean;
}) {
  const total = tripPrice(prices);
  const forAll = forPassengers(travellers);
  return (
    <section className={styles.price} aria-label="Стоимость поездки">
      {byLeg && (
        <dl className={styles.priceLines}>
          {legs.map((leg, i) => (
            <div key={leg.route_id}>
              <dt>
                Участок {i + 1}: {legTitle(leg)}
              </dt>
              <dd>{priceText(prices[i])}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.total}>
        Итого {forAll}:{' '}
        <strong>
          {total === null
            ? 'считаем…'
            : 'unavailable' in total
              ? 'купить целиком нельзя'
              : priceText(total)}
        </strong>
      </p>
      <p className={styles.muted}>
        Со сбором сервиса, без платных мест и услуг; у поезда — самый недорогой тип вагона с
        местами. Точную сумму заказа покажем перед оплатой.
      </p>
    </section>
  );
}

/** A leg's own sum for the passengers: «Цена за 2 пассажиров: от 8 000 ₽». */
export function LegPriceLine({
  price,
  travellers,
}: {
  price: LegPrice | undefined;
  travellers: number;
}) {
  return (
    <p className={styles.legPrice}>
      Цена {forPassengers(travellers)}: <strong>{priceText(price)}</strong>
    </p>
  );
}
