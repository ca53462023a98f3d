import { z } from 'zod';
import { requiredText } from './text-rules.ts';

export const captchaMessages = {
  failed: 'Капча не пройдена. Пройдите её ещё раз.',
  reused: 'Эта капча уже использована. Пройдите её ещё раз.',
  unavailable: 'Проверка капчи временно недоступна. Попробуйте позже.',
  tooEasy:
    'С вашего адреса было много неудачных попыток входа, поэтому проверка стала дольше. Пройдите её ещё раз.',
} as const;

/**
 * The solved captcha: the ALTCHA widget's payload or the Yandex SmartCaptcha token. The server
 * verifies it and accepts each solution once.
 */
export const ZCaptcha = requiredText('Пожалуйста, пройдите капчу', 10_000, captchaMessages.failed);

/** Which widget the forms show: ALTCHA by default, Yandex SmartCaptcha when it is configured. */
export const ZCaptchaConfig = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    /** Where the widget fetches its challenge (the `challenge` attribute of `altcha-widget`). */
    challenge_url: z.string(),
  }),
  z.object({ provider: z.literal('yandex'), site_key: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof ZCaptchaConfig>;

/** An ALTCHA (v2 proof of work) challenge exactly as the widget reads it. */
export const ZAltchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof ZAltchaChallenge>;
