import { lazy, Suspense } from 'react';
import type { MapRide } from './legs-on-map.ts';

/** The map and Russia's outline load only when a map is shown, never with the page itself. */
const JourneyMap = lazy(() => import('./JourneyMap.tsx'));

export function LazyJourneyMap({ rides }: { rides: readonly MapRide[] }) {
  return (
    <Suspense fallback={<p>Загружаем карту…</p>}>
      <JourneyMap rides={rides} />
    </Suspense>
  );
}
