import type { OrderTransportType, TripDirection } from '@peresadka/contracts/enums';
import { AppError, fieldErrorsOf } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { Order, OrderPassenger, OrderRoute } from '@peresadka/contracts/orders';
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
import { TRIPS_ADDRESS, type RefundScope } from '../../../features/orders/order-addresses.ts';
import { legModeLabels, legTitle } from '../../../features/orders/route-titles.ts';
import { formatRubles, mskLabel, wallClock, wallDate } from '../../../lib/format.ts';
import type { HandedTicket } from './handed-ticket.ts';
import outcome from '../outcome.module.css';
import styles from './Refund.module.css';

export const REFUND_HEADING = 'Возврат билета';
/** The page of a return of the whole order: every passenger, every leg not yet travelled. */
export const TRIP_REFUND_HEADING = 'Возврат поездки';

export const refundHeading = (scope: RefundScope) =>
  scope === 'order' ? TRIP_REFUND_HEADING : REFUND_HEADING;

/** What a return of the whole order takes, said before anything is asked. */
export const TRIP_SCOPE_NOTE =
  'Вернуть поездку целиком: все пассажиры, все участки, ещё не пройденные';

/** What a return of one way of a round trip takes, and what stays. */
export const WAY_SCOPE_NOTES: Record<TripDirection, string> = {
  there:
    'Вернуть поездку «Туда»: все пассажиры, участки туда, ещё не пройденные. Билеты обратно остаются в силе',
  back: 'Вернуть поездку «Обратно»: все пассажиры, участки обратно. Билеты туда остаются в силе',
};

/** A trip a timetable change broke goes back by the involuntary rule: everything, fee included. */
export const INVOLUNTARY_NOTE =
  'Поездка нарушена изменением расписания: возврат полный, со сбором сервиса, без удержаний';

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

type FoundTicket = { order: Order; passenger: OrderPassenger };

/** The passenger's ticket in «Мои поездки», when the list holds it. */
function findTicket(orders: Order[] | undefined, orderItemId: number): FoundTicket | null {
  for (const order of orders ?? []) {
    const passenger = order.passengers_data.find((p) => p.order_id === orderItemId);
    if (passenger) return { order, passenger };
  }
  return null;
}

/**
 * Whether the return takes a train ticket, so the carrier wants the document: the order's own
 * rides over the address's mode (a hand-edited address must not skip it). A combined trip not
 * yet read is asked for it, as most have a train leg.
 */
function takesTrain(ticket: FoundTicket | null, type: OrderTransportType): boolean {
  if (ticket) return ticket.order.routes.some((route) => route.transport_type === 'TRAIN');
  return type === 'train' || type === 'combined';
}

/** The passengers a return takes: the named one, or every passenger still holding a ticket. */
const passengersOf = ({ order, passenger }: FoundTicket, scope: RefundScope) =>
  scope === 'order' ? order.passengers_data.filter((p) => p.status === 'PAID') : [passenger];

/** Why there is nothing to return, when «Мои поездки» already tells; null while there may be. */
function closedReason(ticket: FoundTicket | null, scope: RefundScope): string | null {
  if (!ticket) return null;
  const status = scope === 'order' ? ticket.order.status : ticket.passenger.status;
  if (status === 'RETURNED') return returnMessages.alreadyReturned;
  if (status !== 'PAID') return returnMessages.notPaid;
  // A passenger of a combined trip may have had their legs returned one by one.
  const left = passengersOf(ticket, scope).some(
    (p) => p.returned.length === 0 || p.returned.some((r) => !r),
  );
  return left ? null : returnMessages.alreadyReturned;
}

/**
 * One passenger's ticket, or with `scope` 'order' the whole order it is in (a combined trip is
 * returned whole): with a train among the rides the named passenger's document first (the
 * carrier checks it), then the sum the server quotes now — leg by leg for a combined trip —
 * then the return itself, and back to «Мои поездки».
 */
export function RefundTicket({
  orderItemId,
  transportType,
  scope,
  way,
  handed,
}: {
  orderItemId: number;
  transportType: OrderTransportType;
  scope: RefundScope;
  /** One way of a round trip: the other way's tickets stay. */
  way?: TripDirection;
  handed: HandedTicket | null;
}) {
  const navigate = useNavigate();
  // The list «Мои поездки» has just read, or reads now after a reload: who travels, and where.
  const orders = useOrders();
  const ticket = findTicket(orders.data, orderItemId);
  const type = ticket?.order.en_transport_type ?? transportType;
  const train = takesTrain(ticket, type);
  const wholeOrder = scope === 'order';
  const heading = refundHeading(scope);
  // A whole order's return names one passenger's ticket, and that passenger's document.
  const documentOwner = ticket?.passenger.passenger_name ?? handed?.passengerName;

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
    scope,
    ...(way ? { direction: way } : {}),
  });

  const onDocumentError = (error: unknown) => {
    if (documentErrorOf(error)) documentInput.current?.focus();
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    // The contracts' own rule, so the page says what the server would: «Заполните документ».
    // A combined trip's train legs want the document as a train order does.
    const problem = fieldErrorsOf(
      ZReturnRequest,
      train ? { ...body, transport_type: 'train' } : body,
    ).document?.[0];
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

  const closed = returned ? null : closedReason(ticket, scope);

  return (
    <Page heading={heading}>
      {wholeOrder && <p className={styles.scope}>{way ? WAY_SCOPE_NOTES[way] : TRIP_SCOPE_NOTE}</p>}
      <TicketFacts ticket={ticket} handed={handed} orderItemId={orderItemId} scope={scope} />
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
            {closed}
          </p>
          <BackToTrips />
        </>
      ) : (
        <>
          <p className={styles.note}>
            {ticket?.order.disruption
              ? `${ticket.order.disruption} ${INVOLUNTARY_NOTE}.`
              : SERVICE_FEE_NOTE}
          </p>
          <form className={styles.form} onSubmit={calculate} noValidate aria-label={heading}>
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
                  {wholeOrder && documentOwner
                    ? `Документ пассажира ${documentOwner}, как в билете: перевозчик поезда принимает возврат только по нему.`
                    : 'Как в билете: перевозчик принимает возврат только по документу пассажира.'}
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
              <Quote
                quote={quote.data}
                byLeg={type === 'combined'}
                routes={ticket?.order.routes ?? null}
                way={way}
              />
              <div className={styles.actions}>
                {!refused && (
                  <button
                    type="button"
                    className={`button ${styles.primary}`}
                    disabled={returning.isPending}
                    onClick={() => returning.mutate(request(), { onError: onDocumentError })}
                  >
                    {returning.isPending
                      ? wholeOrder
                        ? 'Возвращаем поездку…'
                        : 'Возвращаем билет…'
                      : wholeOrder
                        ? 'Вернуть поездку'
                        : 'Вернуть билет'}
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

/**
 * The sum quoted now. A combined trip's is told leg by leg, each by its own mode's rule; the
 * legs already under way are not in it.
 */
function Quote({
  quote,
  byLeg,
  routes,
  way,
}: {
  quote: ReturnAmountResponse;
  byLeg: boolean;
  routes: readonly OrderRoute[] | null;
  way: TripDirection | undefined;
}) {
  const legs = byLeg ? quote.legs : [];
  return (
    <>
      {quote.involuntary && <p className={styles.involuntary}>{INVOLUNTARY_NOTE}</p>}
      {legs.length > 0 && (
        <ol className={styles.legs} aria-label="Возврат по участкам">
          {legs.map((leg) => {
            const route = routes?.[leg.route_index];
            return (
              <li key={leg.route_index} className={styles.leg}>
                <p>
                  <strong>{route ? legTitle(route) : legModeLabels[leg.transport_type]}</strong>
                  {': '}
                  {leg.origin_name} → {leg.destination_name},{' '}
                  <time dateTime={leg.departure_time}>
                    {wallDate(leg.departure_time)}, {wallClock(leg.departure_time)}
                  </time>{' '}
                  {mskLabel(leg.departure_time)}
                </p>
                <p>
                  К возврату: <strong>{formatRubles(leg.price)}</strong> · удерживается:{' '}
                  <strong>{formatRubles(leg.penalty)}</strong>
                </p>
                <p className={styles.reason}>{leg.reason}</p>
              </li>
            );
          })}
        </ol>
      )}
      <p className={styles.amount}>
        {legs.length > 0 ? 'Итого к возврату' : 'К возврату'}:{' '}
        <strong>{formatRubles(quote.price)}</strong>
      </p>
      <p>
        Удерживается: <strong>{formatRubles(quote.penalty)}</strong>
      </p>
      {legs.length === 0 && <p className={styles.reason}>{quote.reason}</p>}
      {routes && byLeg && (
        <NotInReturn
          // One way's return leaves the other way alone: those are not «left out».
          routes={routes.map((route) =>
            way === undefined || (route.direction ?? 'there') === way ? route : null,
          )}
          quote={quote}
        />
      )}
    </>
  );
}

/** The legs a whole-trip return leaves out: those already under way stay as they are. */
function NotInReturn({
  routes,
  quote,
}: {
  /** The order's routes in order; null where the return does not ask for one. */
  routes: readonly (OrderRoute | null)[];
  quote: ReturnAmountResponse;
}) {
  const quoted = new Set(quote.legs.map((leg) => leg.route_index));
  const left = routes.filter((route, i): route is OrderRoute => route !== null && !quoted.has(i));
  if (left.length === 0 || quote.legs.length === 0) return null;
  return (
    <p className={styles.reason}>
      Не возвращаются (уже отправились или возвращены раньше):{' '}
      {left
        .map((route) => `${legTitle(route)}, ${route.origin_name} → ${route.destination_name}`)
        .join('; ')}
    </p>
  );
}

/** Who travels and on what, from «Мои поездки» when it is at hand, else from the link. */
function TicketFacts({
  ticket,
  handed,
  orderItemId,
  scope,
}: {
  ticket: FoundTicket | null;
  handed: HandedTicket | null;
  orderItemId: number;
  scope: RefundScope;
}) {
  const names = ticket
    ? passengersOf(ticket, scope).map((p) => p.passenger_name)
    : handed?.passengerName
      ? [handed.passengerName]
      : [];
  const orderId = ticket?.order.order_id ?? handed?.orderId;
  const routes = ticket?.order.routes ?? [];
  const combined = ticket?.order.en_transport_type === 'combined';
  // A leg whose every ticket in this return went back earlier is said to be returned.
  const returnedLegs = new Set(
    routes.flatMap((_, i) =>
      combined && ticket && passengersOf(ticket, scope).every((p) => p.returned[i]) ? [i] : [],
    ),
  );
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{names.length > 1 ? 'Пассажиры' : 'Пассажир'}</dt>
        <dd>{names.length > 0 ? names.join(', ') : `билет № ${orderItemId}`}</dd>
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
      {routes.map((route, i) => (
        <div key={i}>
          <dt>
            {routes.length === 1 ? 'Поездка' : combined ? `Участок ${i + 1}` : `Поездка ${i + 1}`}
          </dt>
          <dd>
            {combined && `${legTitle(route)}: `}
            {route.origin_name} → {route.destination_name},{' '}
            <time dateTime={route.departure_time}>
              {wallDate(route.departure_time)}, {wallClock(route.departure_time)}
            </time>{' '}
            {mskLabel(route.departure_time)}
            {returnedLegs.has(i) && <strong className={styles.returned}> · возвращён</strong>}
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
