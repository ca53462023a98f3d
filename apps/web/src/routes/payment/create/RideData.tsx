import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import styles from './OrderCreate.module.css';

/** A query's state as the form waits on it: one ride's detail, or every leg's of a trip. */
export type Loadable<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * The ride's detail the form offers its choices from: a loader meanwhile, and on failure the
 * reason with a retry and the way back to the results. Once loaded, a refresh (after a
 * refused order) keeps the form in place.
 */
export function RideData<Data>({
  query,
  children,
}: {
  query: Loadable<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    const reason =
      query.error instanceof AppError ? query.error.userMessage : uiMessages.errorTryLater;
    return (
      <div role="alert" className={styles.notice}>
        <p>Не удалось загрузить места и тарифы: {reason}</p>
        <p className={styles.noticeActions}>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Повторить
          </button>
          <Link to="/results">К результатам поиска</Link>
        </p>
      </div>
    );
  }
  return <EmptyState>Загружаем места и тарифы…</EmptyState>;
}
