import { useEffect } from 'react';
import { useSessionStatus, type SessionStatus } from '../state/session.ts';
import { refreshSession } from './client.ts';

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
