import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSettledSession } from '../api/session-auth.ts';
import { Page } from './Page.tsx';

/** Where a screen sends the visitor after sign-in: the `redirect` it was given, else /profile. */
export function useRedirectTarget(): string {
  const state: unknown = useLocation().state;
  const redirect =
    state && typeof state === 'object' && 'redirect' in state ? state.redirect : undefined;
  // Only paths of this site: a crafted state must not send a visitor elsewhere.
  return typeof redirect === 'string' && redirect.startsWith('/') && !redirect.startsWith('//')
    ? redirect
    : '/profile';
}

/**
 * SPEC §4 redirects. `signed-in` screens (profile, password change) send visitors to /login
 * and come back after; `visitor` screens (login, registration, password reset) send a
 * signed-in user on. Until a reload's refresh settles, the screen waits.
 */
export function SessionGate({
  for: audience,
  heading,
  children,
}: {
  for: 'signed-in' | 'visitor';
  heading: string;
  children: ReactNode;
}) {
  const status = useSettledSession();
  const { pathname, search } = useLocation();
  const target = useRedirectTarget();
  if (status === 'unknown') {
    return (
      <Page heading={heading}>
        <p role="status">Проверяем вход…</p>
      </Page>
    );
  }
  if (audience === 'signed-in' && status === 'anonymous') {
    return <Navigate to="/login" replace state={{ redirect: pathname + search }} />;
  }
  if (audience === 'visitor' && status === 'signed-in') return <Navigate to={target} replace />;
  return children;
}
