import { createHash } from 'node:crypto';
import { captchaMessages, type CaptchaConfig } from '@peresadka/contracts/captcha';
import { z } from 'zod';
import type { Cache } from '../infra/cache/cache.ts';
import { captchaError, captchaFailed, captchaReused, type Captcha } from './captcha.ts';

export const YANDEX_VALIDATE_URL = 'https://smartcaptcha.yandexcloud.net/validate';
/** SmartCaptcha tokens live for five minutes. */
const TOKEN_TTL_SECONDS = 5 * 60;
const ZAnswer = z.object({ status: z.string() });

/**
 * Yandex SmartCaptcha, used when its keys are configured. A token is checked with Yandex and,
 * like an ALTCHA solution, accepted once.
 */
export class YandexCaptcha implements Captcha {
  readonly publicConfig: CaptchaConfig;

  constructor(
    clientKey: string,
    private readonly serverKey: string,
    private readonly cache: Cache,
    private readonly validateUrl = YANDEX_VALIDATE_URL,
  ) {
    this.publicConfig = { provider: 'yandex', site_key: clientKey };
  }

  async challenge(): Promise<null> {
    return null;
  }

  async verify(solution: string, clientIp: string): Promise<void> {
    let answer: unknown;
    try {
      const response = await fetch(this.validateUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret: this.serverKey, token: solution, ip: clientIp }),
        signal: AbortSignal.timeout(5000),
      });
      answer = await response.json();
    } catch (error) {
      // Failing closed: without Yandex's word, nobody gets past the captcha.
      throw captchaError(captchaMessages.unavailable, error);
    }
    const parsed = ZAnswer.safeParse(answer);
    if (!parsed.success) throw captchaError(captchaMessages.unavailable, parsed.error);
    if (parsed.data.status !== 'ok') throw captchaFailed();
    const digest = createHash('sha256').update(solution).digest('base64url');
    const fresh = await this.cache.setIfAbsent(
      `captcha:yandex:${digest}`,
      '1',
      TOKEN_TTL_SECONDS + 60,
    );
    if (!fresh) throw captchaReused();
  }
}
