import { lazy, Suspense } from 'react';
import styles from './JourneyMap.module.css';
import type { MapRide } from './legs-on-map.ts';

/** The map and Russia's outline load only when a map is shown, never with the page itself. */
const JourneyMap = lazy(() => import('./JourneyMap.tsx'));

export function LazyJourneyMap({ rides }: { rides: readonly MapRide[] }) {
  return (
    <Suspense
      fallback={
        <p className={styles.placeholder} role="status">
          Загружаем карту…
        </p>
      }
    >
      <JourneyMap rides={rides} />
    </Suspense>
  );
}
