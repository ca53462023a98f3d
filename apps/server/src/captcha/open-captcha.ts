import { API_BASE, api } from '@peresadka/contracts/api';
import type { AppConfig } from '../config/config.ts';
import type { Cache } from '../infra/cache/cache.ts';
import { AltchaCaptcha } from './altcha.ts';
import type { Captcha, CaptchaDifficulty } from './captcha.ts';
import { YandexCaptcha } from './yandex-captcha.ts';

export function openCaptcha(
  config: AppConfig,
  cache: Cache,
  difficulty: CaptchaDifficulty,
): Captcha {
  const c = config.captcha;
  if (c.provider === 'yandex') return new YandexCaptcha(c.clientKey, c.serverKey, cache);
  return new AltchaCaptcha(
    {
      secret: config.secrets.CAPTCHA_SECRET,
      cost: c.cost,
      maxCounter: c.maxCounter,
      challengeUrl: `${API_BASE}${api.captchaChallenge.path}`,
      difficulty,
    },
    cache,
  );
}
