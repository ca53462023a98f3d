import { alertMessages } from '@peresadka/contracts/alert-messages';
import { AppError } from '@peresadka/contracts/errors';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useSettledSession } from '../../../api/session-auth.ts';
import { isAlertFor } from '../alert-match.ts';
import { useCancelAlert } from '../api/cancel-alert.ts';
import { useAlerts } from '../api/list-alerts.ts';
import { useSubscribeAlert, type SubscribeAlertBody } from '../api/subscribe-alert.ts';
import styles from './SoldOutAlert.module.css';

const messageOf = (error: Error) =>
  error instanceof AppError ? error.firstMessage() : 'Не получилось, попробуйте ещё раз';

/**
 * «Сообщить, когда появится место» for one sold-out class of a ride: signed-in users switch
 * the alert on and off, visitors are asked to sign in first. `onPlacesLeft` runs when the
 * server finds a place after all, so the page can show it.
 */
export function SoldOutAlert({
  request,
  soldOut,
  onPlacesLeft,
}: {
  request: SubscribeAlertBody;
  /** What is sold out, «В вагонах «Купе» мест нет». */
  soldOut: string;
  onPlacesLeft?: () => void;
}) {
  const session = useSettledSession();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.box}>
      <p id={labelId} className={styles.soldOut}>
        {soldOut}
      </p>
      {session === 'signed-in' && <AlertSwitch request={request} onPlacesLeft={onPlacesLeft} />}
      {session === 'anonymous' && <SignInFirst />}
    </div>
  );
}

function SignInFirst() {
  const { pathname, search } = useLocation();
  return (
    <Link to="/login" state={{ redirect: pathname + search }} className={styles.action}>
      Войдите, и мы сообщим, когда место освободится
    </Link>
  );
}

function AlertSwitch({
  request,
  onPlacesLeft,
}: {
  request: SubscribeAlertBody;
  onPlacesLeft?: () => void;
}) {
  const alerts = useAlerts();
  const subscribe = useSubscribeAlert();
  const cancel = useCancelAlert();
  const mine = alerts.data?.find((a) => isAlertFor(a, request));
  const error = subscribe.error ?? cancel.error;
  if (alerts.isPending) return null;
  return (
    <>
      {mine ? (
        <div className={styles.on}>
          <p role="status" className={styles.promise}>
            Сообщим на <strong>{mine.email}</strong>, когда место освободится.
          </p>
          <button
            type="button"
            className={styles.off}
            disabled={cancel.isPending}
            onClick={() => {
              subscribe.reset();
              cancel.mutate(mine.alert_id);
            }}
          >
            Не сообщать
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={`button ${styles.action}`}
          disabled={subscribe.isPending}
          onClick={() => {
            cancel.reset();
            subscribe.mutate(request, {
              onError: (e) => {
                if (e instanceof AppError && e.userMessage === alertMessages.placesLeft) {
                  onPlacesLeft?.();
                }
              },
            });
          }}
        >
          Сообщить, когда появится место
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {messageOf(error)}
        </p>
      )}
    </>
  );
}
