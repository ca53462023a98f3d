import { requiredText } from './text-rules.ts';

/** The solved captcha token; the server verifies it with the captcha provider. */
export const ZCaptcha = requiredText('Пожалуйста, пройдите капчу');
