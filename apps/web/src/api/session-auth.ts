import { api, API_BASE, type ApiName } from '@peresadka/contracts/api';
import { ZTokenResponse } from '@peresadka/contracts/auth';
import { useEffect } from 'react';
import {
  dropToken,
  endSession,
  getAccessToken,
  getSessionStatus,
  startSession,
  useSessionStatus,
  type SessionStatus,
} from '../state/session.ts';

/** The token calls manage the session themselves: they never carry or fetch an access token. */
const TOKEN_CALLS: ReadonlySet<ApiName> = new Set([
  'refreshToken',
  'obtainToken',
  'blacklistToken',
]);

let refreshing: Promise<boolean> | null = null;

/**
 * SPEC §4: a new access token for the refresh cookie. Parallel callers share one request; a
 * failure ends the session, and no further refresh is tried until the next sign-in.
 */
export function refreshSession(): Promise<boolean> {
  if (getSessionStatus() === 'anonymous') return Promise.resolve(false);
  refreshing ??= requestToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function requestToken(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}${api.refreshToken.path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
    const body = ZTokenResponse.safeParse(response.ok ? await response.json() : null);
    if (body.success) {
      startSession(body.data.access);
      return true;
    }
  } catch {
    // A network failure is a failed refresh too: the visitor continues anonymously.
  }
  endSession();
  return false;
}

/** The `Authorization` header of a call: refreshes first when no token is held (SPEC §4). */
export async function authorizationFor(name: ApiName): Promise<string | null> {
  if (TOKEN_CALLS.has(name)) return null;
  if (!getAccessToken()) await refreshSession();
  const token = getAccessToken();
  return token ? `JWT ${token}` : null;
}

/** After a `token_not_valid` 401: true when a renewed token is worth one retry. */
export async function renewAfterRejection(name: ApiName): Promise<boolean> {
  if (TOKEN_CALLS.has(name)) return false;
  dropToken();
  return refreshSession();
}

/**
 * The session as a screen needs it: an `unknown` session is settled by one refresh, so a page
 * opened by a reload knows whether its visitor is signed in.
 */
export function useSettledSession(): SessionStatus {
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'unknown') void refreshSession();
  }, [status]);
  return status;
}
