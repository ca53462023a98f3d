import { EmptyState } from '../../components/EmptyState.tsx';

/**
 * The combined tab while the server is too busy to search it (the other tabs have answered):
 * the server's reason, when it will be tried again by itself, and a way to try now.
 */
export function CombinedBusy({
  message,
  retryIn,
  onRetry,
}: {
  message: string;
  retryIn: number | null;
  onRetry: () => void;
}) {
  return (
    <EmptyState>
      <p>{message}</p>
      {retryIn !== null && <p>Повторим поиск сами через {retryIn} с.</p>}
      <button type="button" className="button" onClick={onRetry}>
        Повторить
      </button>
    </EmptyState>
  );
}
