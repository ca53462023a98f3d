import type { OrderTransportType } from '@peresadka/contracts/enums';
import { AppError, fieldErrorsOf } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { Order, OrderPassenger } from '@peresadka/contracts/orders';
import {
  returnMessages,
  ZReturnRequest,
  type ReturnAmountResponse,
  type ReturnRequest,
} from '@peresadka/contracts/payments';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { useOrders } from '../../../features/orders/api/list-orders.ts';
import { useReturnAmount } from '../../../features/orders/api/return-amount.ts';
import { useReturnTicket } from '../../../features/orders/api/return-ticket.ts';
import { TRIPS_ADDRESS } from '../../../features/orders/order-addresses.ts';
import { formatExactRubles, mskLabel, wallClock, wallDate } from '../../../lib/format.ts';
import type { HandedTicket } from './handed-ticket.ts';
import outcome from '../outcome.module.css';
import styles from './Refund.module.css';

export const REFUND_HEADING = 'Возврат билета';

/** SPEC §4: after a return the page goes back to the trips by itself this long after. */
export const REFUND_REDIRECT_MS = 5_000;

/** Our fee pays for the sale, which took place; only the carrier's rules bring money back. */
export const SERVICE_FEE_NOTE =
  'Сервисный сбор «Пересадки» при добровольном возврате не возвращается: он входит в удерживаемую сумму.';

/** SPEC §8: the first message of the first field, else the error's own text. */
const messageOf = (error: unknown) =>
  error instanceof AppError ? error.firstMessage() : uiMessages.errorOccurredPlain;

/** The server's word about the document belongs beside the field, not in the general alert. */
const documentErrorOf = (error: unknown) =>
  error instanceof AppError ? error.fieldErrors?.document?.[0] : undefined;

/** The passenger's ticket in «Мои поездки», when the list holds it. */
function findTicket(
  orders: Order[] | undefined,
  orderItemId: number,
): { order: Order; passenger: OrderPassenger } | null {
  for (const order of orders ?? []) {
    const passenger = order.passengers_data.find((p) => p.order_id === orderItemId);
    if (passenger) return { order, passenger };
  }
  return null;
}

/**
 * One passenger's ticket: for a train its document first (the carrier checks it), then the
 * sum the server quotes now, then the return itself, and back to «Мои поездки».
 */
export function RefundTicket({
  orderItemId,
  transportType,
  handed,
}: {
  orderItemId: number;
  transportType: OrderTransportType;
  handed: HandedTicket | null;
}) {
  const navigate = useNavigate();
  // The list «Мои поездки» has just read, or reads now after a reload: who travels, and where.
  const orders = useOrders();
  const ticket = findTicket(orders.data, orderItemId);
  // The order's own mode over the address's: a hand-edited address must not skip the document.
  const type = ticket?.order.en_transport_type ?? transportType;
  const train = type === 'train';

  const quote = useReturnAmount();
  const returning = useReturnTicket();
  const [documentNumber, setDocumentNumber] = useState('');
  const [documentError, setDocumentError] = useState<string>();

  const fieldId = useId();
  const documentInput = useRef<HTMLInputElement>(null);
  const quoteHeading = useRef<HTMLHeadingElement>(null);

  const returned = returning.isSuccess;
  useEffect(() => {
    if (!returned) return;
    const timer = setTimeout(
      () => void navigate(TRIPS_ADDRESS, { replace: true }),
      REFUND_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [returned, navigate]);

  // The sum arrives below the form: the reader is taken to it.
  useEffect(() => {
    if (quote.data) quoteHeading.current?.focus();
  }, [quote.data]);

  const request = (): ReturnRequest => ({
    order_item_id: orderItemId,
    transport_type: type,
    document: train ? documentNumber : null,
  });

  const onDocumentError = (error: unknown) => {
    if (documentErrorOf(error)) documentInput.current?.focus();
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    // The contracts' own rule, so the page says what the server would: «Заполните документ».
    const problem = fieldErrorsOf(ZReturnRequest, body).document?.[0];
    setDocumentError(problem);
    if (problem) {
      documentInput.current?.focus();
      return;
    }
    returning.reset();
    quote.mutate(body, { onError: onDocumentError });
  };

  const changeDocument = (value: string) => {
    setDocumentNumber(value);
    setDocumentError(undefined);
    // A sum quoted for another document is no longer the one being returned.
    quote.reset();
    returning.reset();
  };

  const shownDocumentError =
    documentError ?? documentErrorOf(quote.error) ?? documentErrorOf(returning.error);
  const quoteFailure = quote.isError && !documentErrorOf(quote.error) ? quote.error : null;
  const returnFailure =
    returning.isError && !documentErrorOf(returning.error) ? returning.error : null;
  // A refused return (409: returned already, or too late) will not change by asking again.
  const refused = returnFailure instanceof AppError && returnFailure.status === 409;

  const known = ticket?.passenger.status;
  const closed = !returned && known !== undefined && known !== 'PAID';

  return (
    <Page heading={REFUND_HEADING}>
      <TicketFacts ticket={ticket} handed={handed} orderItemId={orderItemId} />
      {/* One live region for the outcome, present from the start so its words are read out. */}
      <p role="status" className={outcome.message} data-tone={returned ? 'success' : undefined}>
        {returned ? returning.data.detail : ''}
      </p>

      {returned ? (
        <>
          <p>Через {REFUND_REDIRECT_MS / 1000} секунд откроем «Мои поездки».</p>
          <div className={styles.actions}>
            <Link to={TRIPS_ADDRESS} replace className="button">
              Перейти в «Мои поездки» сейчас
            </Link>
          </div>
        </>
      ) : closed ? (
        <>
          <p role="alert" className={styles.alert}>
            {known === 'RETURNED' ? returnMessages.alreadyReturned : returnMessages.notPaid}
          </p>
          <BackToTrips />
        </>
      ) : (
        <>
          <p className={styles.note}>{SERVICE_FEE_NOTE}</p>
          <form className={styles.form} onSubmit={calculate} noValidate aria-label="Возврат билета">
            {train && (
              <div className={styles.field}>
                <label htmlFor={fieldId}>Номер документа</label>
                <input
                  ref={documentInput}
                  id={fieldId}
                  className="input"
                  value={documentNumber}
                  onChange={(event) => changeDocument(event.target.value)}
                  disabled={quote.isPending || returning.isPending}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={shownDocumentError ? true : undefined}
                  aria-describedby={`${fieldId}-hint${shownDocumentError ? ` ${fieldId}-error` : ''}`}
                />
                <p id={`${fieldId}-hint`} className={styles.hint}>
                  Как в билете: перевозчик принимает возврат только по документу пассажира.
                </p>
                {shownDocumentError && (
                  <p id={`${fieldId}-error`} className={styles.error}>
                    {shownDocumentError}
                  </p>
                )}
              </div>
            )}
            {!quote.data && (
              <button
                type="submit"
                className={`button ${styles.primary}`}
                disabled={quote.isPending}
              >
                {quote.isPending ? 'Рассчитываем…' : 'Рассчитать сумму возврата'}
              </button>
            )}
            {quoteFailure && (
              <p role="alert" className={styles.error}>
                {messageOf(quoteFailure)}
              </p>
            )}
          </form>

          {quote.data ? (
            <section className={styles.quote} aria-labelledby="refund-quote">
              <h2 id="refund-quote" ref={quoteHeading} tabIndex={-1}>
                Сумма возврата
              </h2>
              <Quote quote={quote.data} />
              <div className={styles.actions}>
                {!refused && (
                  <button
                    type="button"
                    className={`button ${styles.primary}`}
                    disabled={returning.isPending}
                    onClick={() => returning.mutate(request(), { onError: onDocumentError })}
                  >
                    {returning.isPending ? 'Возвращаем билет…' : 'Вернуть билет'}
                  </button>
                )}
                <Link to={TRIPS_ADDRESS} className={styles.secondary}>
                  {refused ? 'Мои поездки' : 'Не возвращать'}
                </Link>
                {returnFailure && (
                  <p role="alert" className={styles.error}>
                    {messageOf(returnFailure)}
                  </p>
                )}
              </div>
            </section>
          ) : (
            <BackToTrips />
          )}
        </>
      )}
    </Page>
  );
}

function Quote({ quote }: { quote: ReturnAmountResponse }) {
  return (
    <>
      <p className={styles.amount}>
        К возврату: <strong>{formatExactRubles(quote.price)}</strong>
      </p>
      <p>
        Удерживается: <strong>{formatExactRubles(quote.penalty)}</strong>
      </p>
      <p className={styles.reason}>{quote.reason}</p>
    </>
  );
}

/** Who travels and on what, from «Мои поездки» when it is at hand, else from the link. */
function TicketFacts({
  ticket,
  handed,
  orderItemId,
}: {
  ticket: { order: Order; passenger: OrderPassenger } | null;
  handed: HandedTicket | null;
  orderItemId: number;
}) {
  const name = ticket?.passenger.passenger_name ?? handed?.passengerName;
  const orderId = ticket?.order.order_id ?? handed?.orderId;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Пассажир</dt>
        <dd>{name ?? `билет № ${orderItemId}`}</dd>
      </div>
      {orderId != null && (
        <div>
          <dt>Заказ</dt>
          <dd>
            № {orderId}
            {ticket && ` · ${ticket.order.transport_type}`}
          </dd>
        </div>
      )}
      {ticket?.order.routes.map((route, i) => (
        <div key={i}>
          <dt>{ticket.order.routes.length > 1 ? `Поездка ${i + 1}` : 'Поездка'}</dt>
          <dd>
            {route.origin_name} → {route.destination_name},{' '}
            <time dateTime={route.departure_time}>
              {wallDate(route.departure_time)}, {wallClock(route.departure_time)}
            </time>{' '}
            {mskLabel(route.departure_time)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BackToTrips() {
  return (
    <p>
      <Link to={TRIPS_ADDRESS}>← Мои поездки</Link>
    </p>
  );
}
