import { captchaMessages } from '@peresadka/contracts/captcha';
import type { AltchaChallenge, CaptchaConfig } from '@peresadka/contracts/captcha';
import { AppError } from '@peresadka/contracts/errors';

/** The captcha of the login, registration, password and feedback forms. */
export interface Captcha {
  /** What the site's forms need to show the widget. */
  readonly publicConfig: CaptchaConfig;
  /** A fresh ALTCHA challenge for the client at `clientIp`; null when another provider is in use. */
  challenge(clientIp: string): Promise<AltchaChallenge | null>;
  /** Passes only a valid solution seen for the first time; otherwise a 400 on `captcha`. */
  verify(solution: string, clientIp: string): Promise<void>;
}

export const captchaError = (message: string, cause?: unknown): AppError =>
  new AppError('validation', `Captcha refused: ${message}`, {
    fieldErrors: { captcha: [message] },
    cause,
  });

export const captchaFailed = (cause?: unknown) => captchaError(captchaMessages.failed, cause);
export const captchaReused = () => captchaError(captchaMessages.reused);
export const captchaTooEasy = () => captchaError(captchaMessages.tooEasy);

/** How many times the usual proof of work a client's captcha must take (1 for most). */
export type CaptchaDifficulty = (clientIp: string) => Promise<number>;
