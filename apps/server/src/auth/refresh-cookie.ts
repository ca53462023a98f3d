import { API_BASE } from '@peresadka/contracts/api';
import { accountMessages } from '@peresadka/contracts/auth';
import { SESSION_HINT_COOKIE } from '@peresadka/contracts/constants';
import { AppError } from '@peresadka/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_SECONDS } from './sessions.ts';

export const REFRESH_COOKIE = 'peresadka_refresh';
/** Only the token calls ever receive the cookie: no other request carries it anywhere. */
export const REFRESH_COOKIE_PATH = `${API_BASE}/token/`;

/** The hint is read by the pages' scripts on every path, and even after a cross-site return. */
const hintOptions = (secure: boolean) => ({ secure, sameSite: 'lax', path: '/' }) as const;

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...hintOptions(secure),
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
  reply.clearCookie(SESSION_HINT_COOKIE, hintOptions(secure));
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

/**
 * The token calls refuse requests started by another site. SameSite=Strict already keeps the
 * cookie out of them; this also covers old browsers and login CSRF (signing a victim into the
 * attacker's account). Browsers say where a request came from in Sec-Fetch-Site and Origin.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw crossSite(`sec-fetch-site ${site}`);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (!sameHost(origin, request.headers.host) && origin !== new URL(publicUrl).origin) {
    throw crossSite(`origin ${origin}`);
  }
}

/** Whether the page's origin is the host the request was sent to (default ports aside). */
function sameHost(origin: string, hostHeader: string | undefined): boolean {
  try {
    const page = new URL(origin);
    return (
      hostHeader !== undefined && page.host === new URL(`${page.protocol}//${hostHeader}`).host
    );
  } catch {
    return false;
  }
}

const crossSite = (why: string) =>
  new AppError('forbidden', `Cross-site token request: ${why}`, {
    userMessage: accountMessages.crossSite,
  });
