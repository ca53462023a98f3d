import { disruptionMessages } from '@peresadka/contracts/disruptions';
import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { Order } from '@peresadka/contracts/orders';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrderAlternatives } from '../../../features/orders/api/order-alternatives.ts';
import { resultsPath } from '@peresadka/contracts/search-url';
import { saveActiveSearch } from '../../../state/active-search.ts';
import styles from './DisruptionNotice.module.css';

/**
 * A paid trip the timetable broke: what happened, that every ticket goes back in full (the
 * card's «Вернуть билет» links do it), and another route for the same trip, found by the
 * server and opened as the active search. The letter's link (`?alternatives=<order>`) asks
 * for that route at once.
 */
export function DisruptionNotice({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const find = useOrderAlternatives((criteria) => {
    saveActiveSearch(criteria);
    void navigate(resultsPath(criteria));
  });
  const askedByLetter = params.get('alternatives') === String(order.order_id);
  const asked = useRef(false);
  const { mutate } = find;
  useEffect(() => {
    if (!askedByLetter || asked.current || !order.disruption) return;
    asked.current = true;
    mutate(order.order_id);
  }, [askedByLetter, mutate, order.order_id, order.disruption]);

  if (!order.disruption) return null;
  return (
    <div role="alert" className={styles.notice}>
      <p>
        <strong>{disruptionMessages.title}.</strong> {order.disruption.replace(/\.$/, '')}.
      </p>
      {order.status === 'PAID' && (
        <p>
          <strong>{disruptionMessages.fullRefund}.</strong> {disruptionMessages.howToReturn}
        </p>
      )}
      <button
        type="button"
        className={`button ${styles.find}`}
        disabled={find.isPending}
        onClick={() => find.mutate(order.order_id)}
      >
        {find.isPending ? disruptionMessages.finding : disruptionMessages.findAnother}
      </button>
      {find.isError && (
        <p className={styles.error}>
          {find.error instanceof AppError ? find.error.firstMessage() : uiMessages.errorTryLater}
        </p>
      )}
    </div>
  );
}
