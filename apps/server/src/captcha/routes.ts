import { api } from '@peresadka/contracts/api';
import { AppError } from '@peresadka/contracts/errors';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { Captcha } from './captcha.ts';

export function captchaRoutes(app: ApiApp, captcha: Captcha): void {
  registerCall(app, api.captchaConfig, () => captcha.publicConfig);

  registerCall(app, api.captchaChallenge, async ({ request }, reply) => {
    const challenge = await captcha.challenge(request.ip);
    if (!challenge) {
      throw new AppError('not_found', 'ALTCHA is not in use', {
        userMessage: 'На сайте используется другая капча.',
      });
    }
    // Each challenge is solved once; a cached one would be refused.
    reply.header('cache-control', 'no-store');
    return challenge;
  });
}
