import { parseStoredSearch } from '@peresadka/contracts/active-search';
import type { SearchCriteria } from '@peresadka/contracts/search';
import { useSyncExternalStore } from 'react';

/** SPEC §3: the active search lives in browser storage, so a reload or a new tab keeps it. */
const KEY = 'peresadka.activeSearch';

let cached: { raw: string | null; value: SearchCriteria } | undefined;

/** The stored search, checked as SPEC §5 says: an invalid stored value blanks its field. */
export function readActiveSearch(): SearchCriteria {
  const raw = localStorage.getItem(KEY);
  if (cached?.raw !== raw || !cached) {
    cached = { raw, value: parseStoredSearch(parseJson(raw)) };
  }
  return cached.value;
}

const listeners = new Set<() => void>();

export function saveActiveSearch(criteria: SearchCriteria): void {
  localStorage.setItem(KEY, JSON.stringify(criteria));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useActiveSearch(): SearchCriteria {
  return useSyncExternalStore(subscribe, readActiveSearch);
}

/** A search worth running: both ends named (the rest has defaults). */
export const isSearchReady = (c: SearchCriteria): boolean =>
  c.starting_point !== '' && c.ending_point !== '' && c.date !== '';

function parseJson(raw: string | null): unknown {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}
