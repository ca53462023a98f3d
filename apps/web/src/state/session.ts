import { useSyncExternalStore } from 'react';

/**
 * The signed-in state. SPEC §4 keeps the access token in memory only (never in storage),
 * so a reload starts anonymous until the refresh cookie buys a new token.
 */
let accessToken: string | null = null;
const listeners = new Set<() => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => accessToken !== null,
    () => false,
  );
}
