import type { Leg } from '@peresadka/contracts/search-results';
import { lazy, Suspense } from 'react';

/** The map and Russia's outline load only when a map is shown, never with the page itself. */
const JourneyMap = lazy(() => import('./JourneyMap.tsx'));

export function LazyJourneyMap({ legs }: { legs: readonly Leg[] }) {
  return (
    <Suspense fallback={<p>Загружаем карту…</p>}>
      <JourneyMap legs={legs} />
    </Suspense>
  );
}
