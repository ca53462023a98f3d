import { SESSION_HINT_COOKIE } from '@peresadka/contracts/constants';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in state. SPEC §4 keeps the access token in memory only (never in storage), so a
 * page opens as `unknown` until the refresh cookie buys a token (`signed-in`) or the refresh
 * fails (`anonymous`, and no more refreshes in this page session). A browser without the
 * server's session hint has no refresh cookie either: it is `anonymous` at once, and no
 * refresh call is made only to fail.
 */
export type SessionStatus = 'unknown' | 'signed-in' | 'anonymous';

let accessToken: string | null = null;
let refreshStopped = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function getAccessToken(): string | null {
  return accessToken;
}

export function getSessionStatus(): SessionStatus {
  if (accessToken) return 'signed-in';
  return refreshStopped || !hasSessionHint() ? 'anonymous' : 'unknown';
}

/** Whether the server has said this browser holds a sign-in (set and cleared with its cookie). */
function hasSessionHint(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** After a sign-in or a refresh: the token to send, and refreshing is allowed again. */
export function startSession(token: string): void {
  accessToken = token;
  refreshStopped = false;
  notify();
}

/** After a sign-out or a failed refresh: no token, and no refresh until the next sign-in. */
export function endSession(): void {
  accessToken = null;
  refreshStopped = true;
  notify();
}

/** A token the server rejected: forget it, but a refresh may still buy a new one. */
export function dropToken(): void {
  accessToken = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribe, getSessionStatus, () => 'unknown');
}

export function useSignedIn(): boolean {
  return useSessionStatus() === 'signed-in';
}
