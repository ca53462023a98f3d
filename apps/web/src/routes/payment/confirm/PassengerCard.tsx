import { documentTypeLabels } from '@peresadka/contracts/enum-labels';
import type { ConfirmState, Customer } from '@peresadka/contracts/orders';
import { useId } from 'react';
import { formatRubles } from '../../../lib/format.ts';
import { categoryLabel } from '../../../lib/passenger-category.ts';
import {
  documentEnding,
  fullName,
  maskDocument,
  placesOf,
  type PlaceView,
} from './confirm-order.ts';
import styles from './Confirm.module.css';
import { legTitle, routeTitle } from '../../../features/orders/route-titles.ts';

const isoToRussianDate = (iso: string) => iso.split('-').reverse().join('.');

/** A passenger as entered on the form, their places and what they pay, line by line. */
export function PassengerCard({ order, customer }: { order: ConfirmState; customer: Customer }) {
  const heading = useId();
  const places = placesOf(order, customer.passenger_id);
  const combined = order.transport_type === 'combined';
  return (
    <article className={styles.passenger} aria-labelledby={heading}>
      <h3 id={heading}>{fullName(customer)}</h3>
      <dl className={styles.facts}>
        <dt>Категория</dt>
        <dd>{categoryLabel(order.transport_type, customer.category)}</dd>
        <dt>Дата рождения</dt>
        <dd>{isoToRussianDate(customer.birthday)}</dd>
        <dt>Документ</dt>
        <dd>
          {documentTypeLabels[customer.document_type]}{' '}
          <span aria-hidden="true" className={styles.document}>
            {maskDocument(customer.document_number)}
          </span>
          <span className="visually-hidden">
            , номер оканчивается на {documentEnding(customer.document_number)}
          </span>
        </dd>
      </dl>
      {places.map((place) => {
        const route = order.routes.length > 1 ? order.routes[place.routeIndex] : undefined;
        return (
          <Place
            key={place.routeIndex}
            place={place}
            title={
              !route
                ? null
                : combined
                  ? `${legTitle(route)}: ${route.origin_name} → ${route.destination_name}`
                  : routeTitle(route)
            }
            // A combined trip's legs each apply their own carrier's categories by age.
            category={combined ? place.category : null}
          />
        );
      })}
      {places.length > 1 && (
        <p className={styles.passengerTotal}>
          Итого за пассажира: <strong>{formatRubles(customer.price)}</strong>
        </p>
      )}
    </article>
  );
}

function Place({
  place,
  title,
  category,
}: {
  place: PlaceView;
  title: string | null;
  category: string | null;
}) {
  const details = category ? [category, ...place.details] : place.details;
  return (
    <section className={styles.place}>
      {title && <h4>{title}</h4>}
      <p>
        <strong>{place.place}</strong>
        {details.length > 0 && <span className={styles.muted}> · {details.join(' · ')}</span>}
        {place.returned && <span className={styles.returned}> · возвращён</span>}
      </p>
      <dl className={styles.breakdown}>
        {place.lines.map((line, i) => (
          <div key={i}>
            <dt>{line.label}</dt>
            <dd>{formatRubles(line.kopecks)}</dd>
          </div>
        ))}
        <div className={styles.breakdownTotal}>
          <dt>Итого</dt>
          <dd>{formatRubles(place.price)}</dd>
        </div>
      </dl>
    </section>
  );
}
