import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import { paymentMessages, type PaymentConfirmResponse } from '@peresadka/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { OrderStatus } from '../../../components/order-status/OrderStatus.tsx';
import { OrderSteps } from '../../../components/order-steps/OrderSteps.tsx';
import { Page } from '../../../components/Page.tsx';
import {
  isSessionRefused,
  useConfirmPayment,
} from '../../../features/orders/api/confirm-payment.ts';
import { getOrderQueryOptions } from '../../../features/orders/api/get-order.ts';
import { useDownloadTicket } from '../../../features/orders/api/get-ticket-blank.ts';
import { TRIPS_ADDRESS } from '../../../features/orders/order-addresses.ts';
import styles from '../outcome.module.css';

export const PAYMENT_HEADING = 'Оплата заказа';

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof AppError ? error.firstMessage() : otherwise;

/**
 * Asks the server what became of the payment, again every 5 s until it knows (SPEC §4). A
 * declined payment goes on to the failure page, where the order may be paid again.
 */
export function PaymentOutcome({ code }: { code: string }) {
  const confirm = useConfirmPayment(code);
  const answer = confirm.data;
  // A payment that came after the hold lapsed is being refunded; the order says how far.
  const late = answer !== undefined && answer.status !== 'PAID' && answer.payment === 'succeeded';
  const order = useQuery({ ...getOrderQueryOptions(answer?.order_id ?? 0), enabled: late });

  if (confirm.isError && isSessionRefused(confirm.error)) return <Navigate to="/" replace />;
  // Checked before the verdict: an order paid by a later attempt is paid, whatever this one did.
  if (answer && answer.status !== 'PAID' && answer.payment === 'canceled') {
    return <Navigate to={`/payment/fail?order=${answer.order_id}`} replace />;
  }

  const failure = answer === undefined ? confirm.failureReason : null;
  const pending = failure instanceof AppError && failure.code === 'payment_pending';
  const status = !answer
    ? pending
      ? paymentMessages.pending
      : failure
        ? 'Проверим оплату ещё раз через несколько секунд…'
        : 'Проверяем оплату…'
    : late
      ? (order.data?.payment_note ?? paymentMessages.lateRefunding)
      : paymentMessages.paid;

  return (
    <Page heading={PAYMENT_HEADING}>
      <OrderSteps current={5} />
      {/* One live region for every stage, so each new word of it is read out. */}
      <p
        role="status"
        className={styles.message}
        data-tone={answer ? (late ? 'danger' : 'success') : undefined}
      >
        {status}
      </p>
      {failure && !pending && (
        <p role="alert" className={styles.error}>
          {messageOf(failure, uiMessages.errorOccurred)}
        </p>
      )}
      {answer && (late ? <Refunded answer={answer} /> : <Paid orderId={answer.order_id} />)}
    </Page>
  );
}

function Paid({ orderId }: { orderId: number }) {
  const download = useDownloadTicket();
  return (
    <>
      <p>Заказ № {orderId}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`button ${styles.primary}`}
          disabled={download.isPending}
          onClick={() => download.mutate(orderId)}
        >
          {download.isPending ? 'Готовим билеты…' : 'Скачать билеты'}
        </button>
        <Link to={TRIPS_ADDRESS} className={styles.secondary}>
          Мои поездки
        </Link>
        {download.isError && (
          <p role="alert" className={styles.error}>
            {messageOf(download.error, uiMessages.errorTryLater)}
          </p>
        )}
      </div>
    </>
  );
}

function Refunded({ answer }: { answer: PaymentConfirmResponse }) {
  return (
    <>
      <p>
        Заказ № {answer.order_id} · <OrderStatus status={answer.status} />
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button">
          Найти билеты заново
        </Link>
        <Link to={TRIPS_ADDRESS} className={styles.secondary}>
          Мои поездки
        </Link>
      </div>
    </>
  );
}
