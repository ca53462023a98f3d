import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import { isRefundUnderway } from '@peresadka/contracts/payment-messages';
import { paymentMessages, type PaymentConfirmResponse } from '@peresadka/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { OrderStatus } from '../../../components/order-status/OrderStatus.tsx';
import { OrderSteps } from '../../../components/order-steps/OrderSteps.tsx';
import { Page } from '../../../components/Page.tsx';
import {
  CONFIRM_RETRY_MS,
  isSessionRefused,
  useConfirmPayment,
} from '../../../features/orders/api/confirm-payment.ts';
import { getOrderQueryOptions } from '../../../features/orders/api/get-order.ts';
import { useDownloadTicket } from '../../../features/orders/api/get-ticket-blank.ts';
import { TRIPS_ADDRESS } from '../../../features/orders/order-addresses.ts';
import styles from '../outcome.module.css';

export const PAYMENT_HEADING = 'Оплата заказа';

const CHECKING = 'Проверяем оплату…';

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof AppError ? error.firstMessage() : otherwise;

/**
 * Asks the server what became of the payment, again every 5 s until it knows (SPEC §4), and
 * says meanwhile what the server says it waits for: the bank, or the carrier issuing the
 * tickets. A declined payment goes on to the failure page, where the order may be paid again.
 */
export function PaymentOutcome({ code }: { code: string }) {
  const confirm = useConfirmPayment(code);
  const answer = confirm.data;
  // A payment that came after the hold lapsed, or whose tickets the carrier would not issue, is
  // being refunded; the order says how far, and is read again until the money is back.
  const late = answer !== undefined && answer.status !== 'PAID' && answer.payment === 'succeeded';
  const order = useQuery({
    ...getOrderQueryOptions(answer?.order_id ?? 0),
    enabled: late,
    refetchInterval: (query) =>
      isRefundUnderway(query.state.data?.payment_note) ? CONFIRM_RETRY_MS : false,
  });

  if (confirm.isError && isSessionRefused(confirm.error)) return <Navigate to="/" replace />;
  // Checked before the verdict: an order paid by a later attempt is paid, whatever this one did.
  if (answer && answer.status !== 'PAID' && answer.payment === 'canceled') {
    return <Navigate to={failAddress(answer)} replace />;
  }

  const failure = answer === undefined ? confirm.failureReason : null;
  // Not settled yet, in the server's words: the bank's answer awaited, or the carrier's tickets.
  const waitingFor =
    failure instanceof AppError && failure.code === 'payment_pending'
      ? failure.firstMessage()
      : null;
  let status: string;
  let tone: 'success' | 'danger' | undefined;
  if (!answer) {
    status = waitingFor ?? (failure ? 'Проверим оплату ещё раз через несколько секунд…' : CHECKING);
  } else if (!late) {
    status = paymentMessages.paid;
    tone = 'success';
  } else if (order.data || order.isError) {
    // The order's own words: which of a lapsed hold, a cancelled order or a carrier's refusal.
    status = order.data?.payment_note ?? paymentMessages.lateRefunding;
    tone = 'danger';
  } else {
    status = CHECKING;
  }

  return (
    <Page heading={PAYMENT_HEADING}>
      <OrderSteps current={5} />
      {/* One live region for every stage, so each new word of it is read out. */}
      <p role="status" className={styles.message} data-tone={tone}>
        {status}
      </p>
      {failure && waitingFor === null && (
        <p role="alert" className={styles.error}>
          {messageOf(failure, uiMessages.errorOccurred)}
        </p>
      )}
      {answer && (late ? <Refunded answer={answer} /> : <Paid orderId={answer.order_id} />)}
    </Page>
  );
}

/** The failure page with the provider's reason, so it says why and survives a reload. */
function failAddress(answer: PaymentConfirmResponse): string {
  const search = new URLSearchParams({ order: String(answer.order_id) });
  if (answer.cancellation_reason) search.set('reason', answer.cancellation_reason);
  if (answer.cancellation_party) search.set('party', answer.cancellation_party);
  return `/payment/fail?${search.toString()}`;
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
