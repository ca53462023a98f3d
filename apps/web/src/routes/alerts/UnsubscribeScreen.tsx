import { AppError } from '@peresadka/contracts/errors';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { useUnsubscribeAlerts } from '../../features/alerts/api/unsubscribe-alerts.ts';
import styles from './UnsubscribeScreen.module.css';

/**
 * The unsubscribe link of an alert letter. It asks before acting: mail scanners open links in
 * letters, and an unsubscription nobody asked for would silently lose someone's alerts.
 */
export function UnsubscribeScreen() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribeAlerts();
  return (
    <Page heading="Отписка от оповещений">
      {unsubscribe.isSuccess ? (
        <p role="status">{unsubscribe.data.detail}</p>
      ) : (
        <>
          <p>
            Больше не присылать письма о том, что на рейсе освободилось место? Все ваши оповещения,
            которые ещё ждут места, будут отключены.
          </p>
          <button
            type="button"
            className={`button ${styles.action}`}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            Отписаться
          </button>
          {unsubscribe.isError && (
            <p role="alert" className={styles.error}>
              {unsubscribe.error instanceof AppError
                ? unsubscribe.error.firstMessage()
                : 'Не получилось, попробуйте ещё раз'}
            </p>
          )}
        </>
      )}
      <p>
        <Link to="/" className={styles.action}>
          На главную
        </Link>
      </p>
    </Page>
  );
}
