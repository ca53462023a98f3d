import type { PassengersPrice as Price } from '@peresadka/contracts/detail';
import { formatRubles } from '../../lib/format.ts';
import { forTravellers } from '../../lib/plural.ts';
import styles from './DetailScreen.module.css';

/** Whom a price is for: the search's passengers by category, babies on a lap included. */
export const travellersIn = (price: Price): string => forTravellers(price.passengers);

/**
 * What the search's passengers pay together, and the price of one passenger of each category,
 * so that every sum on the page says whom it is for.
 */
export function PassengersPrice({ price, from }: { price: Price; from?: boolean }) {
  return (
    <section className={styles.passengersPrice} aria-label="Цена для ваших пассажиров">
      <p className={styles.grandTotal}>
        Итого {travellersIn(price)}:{' '}
        <strong>
          {from && 'от '}
          {formatRubles(price.total_price)}
        </strong>
      </p>
      <ul className={styles.perCategory}>
        {price.passengers.map((line) => (
          <li key={line.category}>
            {line.label}
            {line.quantity > 1 && ` × ${line.quantity}`} — {formatRubles(line.total_price)}
            {line.quantity > 1 && ' за каждого'}{' '}
            <span className={styles.muted}>
              (билет {formatRubles(line.price)} + сервисный сбор {formatRubles(line.service_charge)}
              )
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
