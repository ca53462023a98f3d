import { useSignedIn } from '../../state/session.ts';
import styles from './FavoriteToggle.module.css';
import { useFavorite } from '../../features/accounts/api/favorites.ts';

/**
 * The star on a result card: only signed-in users have favorites, so visitors see none — and
 * their cards set up no favorites query or mutation at all.
 */
export function FavoriteToggle({ routeIds }: { routeIds: readonly string[] }) {
  return useSignedIn() ? <Star routeIds={routeIds} /> : null;
}

function Star({ routeIds }: { routeIds: readonly string[] }) {
  const { available, saved, toggle } = useFavorite(routeIds);
  if (!available) return null;
  return (
    <button
      type="button"
      className={saved ? `${styles.toggle} ${styles.saved}` : styles.toggle}
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!saved)}
      title={toggle.isError ? 'Не получилось, попробуйте ещё раз' : undefined}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? 'В избранном' : 'В избранное'}
    </button>
  );
}
