import { api } from '@peresadka/contracts/api';
import { accountMessages } from '@peresadka/contracts/auth';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { AuthService } from './auth-service.ts';
import {
  assertSameOrigin,
  clearRefreshCookie,
  refreshCookieOf,
  setRefreshCookie,
} from './refresh-cookie.ts';

/** Who presents a refresh cookie: the address and the browser. */
const clientOf = (request: FastifyRequest) =>
  `${request.ip}\n${request.headers['user-agent'] ?? ''}`;

export function authRoutes(app: ApiApp, auth: AuthService, config: AppConfig): void {
  const secure = config.secureCookies;

  registerCall(app, api.refreshToken, async ({ request }, reply) => {
    assertSameOrigin(request, config.publicUrl);
    try {
      const signedIn = await auth.refresh(refreshCookieOf(request), clientOf(request));
      setRefreshCookie(reply, signedIn.refreshToken, secure);
      return { access: signedIn.access };
    } catch (error) {
      // A refused cookie is of no further use to the browser.
      clearRefreshCookie(reply, secure);
      throw error;
    }
  });

  registerCall(app, api.blacklistToken, async ({ request }, reply) => {
    assertSameOrigin(request, config.publicUrl);
    await auth.logout(refreshCookieOf(request));
    clearRefreshCookie(reply, secure);
    return { detail: accountMessages.loggedOut };
  });
}
