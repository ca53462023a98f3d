import { MOBILE_BREAKPOINT_PX } from '@peresadka/contracts/constants';
import { useSyncExternalStore } from 'react';

/** SPEC §2: below 768 px the layout is mobile. Mirrors --breakpoint-mobile in tokens.css. */
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export type Layout = 'mobile' | 'desktop';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const current = (): Layout => (window.matchMedia(query).matches ? 'mobile' : 'desktop');

export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, current, () => 'desktop');
}
