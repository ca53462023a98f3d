import type { SearchCriteria } from '@peresadka/contracts/search';
import { BLANK_SEARCH } from '@peresadka/contracts/search-defaults';
import { startTransition, use, useEffect, useState, useSyncExternalStore } from 'react';
import { loadOnce } from '../lib/load-once.ts';

/** SPEC §3: the active search lives in browser storage, so a reload or a new tab keeps it. */
const KEY = 'peresadka.activeSearch';

type Parse = (stored: unknown) => SearchCriteria;

/**
 * A stored search is checked by the search schema, whose code (zod) a first visit's home page
 * goes without: nothing stored, nothing to check. Something stored waits for it once.
 */
const parser = loadOnce(() =>
  import('@peresadka/contracts/active-search').then(async (m) => {
    // Each costly first step in a task of its own (a slow phone spends a tenth of a second on
    // each), so the page answers in between instead of stalling in the first render's check.
    for (const step of m.SEARCH_CHECK_STEPS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      step();
    }
    return m.parseStoredSearch;
  }),
);

let cached: { raw: string; value: SearchCriteria } | undefined;

/** Checked as SPEC §5 says: an invalid stored value blanks its field. */
function parsed(raw: string, parse: Parse): SearchCriteria {
  if (cached?.raw !== raw) cached = { raw, value: parse(parseJson(raw)) };
  return cached.value;
}

export async function readActiveSearch(): Promise<SearchCriteria> {
  const raw = localStorage.getItem(KEY);
  return raw === null ? BLANK_SEARCH : parsed(raw, await parser.load());
}

const listeners = new Set<() => void>();

export function saveActiveSearch(criteria: SearchCriteria): void {
  const raw = JSON.stringify(criteria);
  localStorage.setItem(KEY, raw);
  // Checked already (it comes from the form or the server): the results read it at once.
  cached = { raw, value: criteria };
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

/**
 * The check of a search an address names, once its code has loaded: null until then (the
 * caller says it is still searching), so a page that needs nothing else of zod draws at once.
 * Code that could not load is thrown to the page's error screen, never searched for ever.
 */
export function useLoadedSearchParser(): Parse | null {
  const [parse, setParse] = useState<Parse | null>(() => parser.value ?? null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (parse) return;
    let live = true;
    parser.load().then(
      (loadedParse) => {
        // The page it lets render is a big one: in slices that yield, not in one long task.
        if (live) startTransition(() => setParse(() => loadedParse));
      },
      (error: unknown) => {
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [parse]);
  if (failure) throw failure.error;
  return parse;
}

export function useActiveSearch(): SearchCriteria {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(KEY));
  if (raw === null) return BLANK_SEARCH;
  if (cached?.raw === raw) return cached.value;
  return parsed(raw, parser.value ?? use(parser.load()));
}

/** A search worth running: both ends named (the rest has defaults). */
export const isSearchReady = (c: SearchCriteria): boolean =>
  c.starting_point !== '' && c.ending_point !== '' && c.date !== '';

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
