import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import { assertSameOrigin, setRefreshCookie } from '../auth/refresh-cookie.ts';
import type { AppConfig } from '../config/config.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { SiteUrlOf } from '../infra/http/site-url.ts';
import type { AccountsService } from './accounts-service.ts';
import type { ResetOwners } from './reset-owners.ts';
import type { SignIn } from './sign-in.ts';

export function accountRoutes(
  app: ApiApp,
  accounts: AccountsService,
  signIn: SignIn,
  owners: ResetOwners,
  siteUrlOf: SiteUrlOf,
  config: AppConfig,
): void {
  registerCall(app, api.obtainToken, async ({ body, request }, reply) => {
    assertSameOrigin(request, config.publicUrl);
    const signedIn = await signIn.login(body, request.ip);
    setRefreshCookie(reply, signedIn.refreshToken, config.secureCookies);
    await owners.signedIn(reply, signedIn.emailKey, request.ip);
    return { access: signedIn.access };
  });

  registerCall(app, api.register, async ({ body, request }) => ({
    detail: await accounts.register(body, request.ip, siteUrlOf(request)),
  }));

  registerCall(app, api.activate, async ({ body, request }) => ({
    detail: await accounts.activate(body, request.ip),
  }));

  registerCall(app, api.resetPassword, async ({ body, request }) => ({
    detail: await accounts.requestReset(
      body,
      request.ip,
      await owners.isOwner(request, body.email),
      siteUrlOf(request),
    ),
  }));

  registerCall(app, api.resetPasswordConfirm, async ({ body, request }) => ({
    detail: await accounts.confirmReset(body, request.ip),
  }));

  registerCall(app, api.setPassword, async ({ body, request }) => ({
    detail: await accounts.changePassword(
      currentUser(request),
      body,
      request.ip,
      siteUrlOf(request),
    ),
  }));

  registerCall(app, api.setPhone, ({ body, request }) =>
    accounts.setPhone(currentUser(request), body.phone),
  );
}
