import { z } from 'zod';
import { ZCaptcha } from './captcha.ts';
import { whenValid } from './checks.ts';
import { authMessages } from './messages.ts';
import {
  ACCOUNT_NAME_PATTERN,
  EMAIL_MESSAGES,
  emailField,
  LOGIN_PATTERN,
  requiredText,
} from './text-rules.ts';

const PASSWORDS_DIFFER = 'Пароли не совпадают';
const LOGIN_REQUIRED = 'Поле «Логин» должно быть заполнено';
const PASSWORD_REQUIRED = 'Поле «Пароль» должно быть заполнено';

/**
 * The form with a check that the password was typed the same twice. The repeat field carries
 * the mismatch, since that is the one the visitor just typed; it is reported alongside other
 * problems, but not while either field is still empty.
 */
function withRepeatedPassword<Shape extends z.ZodRawShape>(
  shape: Shape,
  first: keyof Shape & string,
  repeat: keyof Shape & string,
) {
  const bothTyped = z.object({ [first]: z.string().min(1), [repeat]: z.string().min(1) });
  return z.object(shape).refine((form: Record<string, unknown>) => form[first] === form[repeat], {
    path: [repeat],
    error: PASSWORDS_DIFFER,
    ...whenValid(bothTyped),
  });
}

/** The login form; its payload is what POST /token/ takes. */
export const ZTokenRequest = z.object({
  username: requiredText(LOGIN_REQUIRED),
  password: requiredText(PASSWORD_REQUIRED),
  captcha: ZCaptcha,
});
export type TokenRequest = z.infer<typeof ZTokenRequest>;

/** The access token; the refresh token stays in an httpOnly cookie out of scripts' reach. */
export const ZTokenResponse = z.object({ access: z.string() });
export type TokenResponse = z.infer<typeof ZTokenResponse>;

const accountName = (label: string) =>
  requiredText(`Поле «${label}» должно быть заполнено`).regex(
    ACCOUNT_NAME_PATTERN,
    `Поле «${label}» может содержать только буквы, пробел, дефис, апостроф (\`) и точку`,
  );

const AGREEMENTS_REQUIRED =
  'Для регистрации необходимо принять Политику конфиденциальности, Пользовательское соглашение и Публичную оферту';

export const ZRegistrationRequest = withRepeatedPassword(
  {
    username: requiredText(LOGIN_REQUIRED).regex(
      LOGIN_PATTERN,
      'Логин может содержать только буквы, цифры и символы @ . + - _',
    ),
    email: emailField(EMAIL_MESSAGES),
    first_name: accountName('Имя'),
    last_name: accountName('Фамилия'),
    // Spelled as in SPEC. The form starts it ticked; the API still demands an explicit true.
    is_acess_agreements: z.literal(true, { error: AGREEMENTS_REQUIRED }),
    password: requiredText(PASSWORD_REQUIRED),
    re_password: requiredText('Повторите пароль'),
    captcha: ZCaptcha,
  },
  'password',
  're_password',
);
export type RegistrationRequest = z.infer<typeof ZRegistrationRequest>;

/** uid and token come from the e-mailed link; a broken link fails as a whole. */
const linkParams = {
  uid: requiredText(authMessages.invalidLink),
  token: requiredText(authMessages.invalidLink),
};

export const ZActivationRequest = z.object(linkParams);
export type ActivationRequest = z.infer<typeof ZActivationRequest>;

export const ZSetPasswordRequest = withRepeatedPassword(
  {
    current_password: requiredText('Введите текущий пароль'),
    new_password: requiredText('Введите новый пароль'),
    re_new_password: requiredText('Повторите новый пароль'),
    captcha: ZCaptcha,
  },
  'new_password',
  're_new_password',
);
export type SetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  email: emailField(EMAIL_MESSAGES),
  captcha: ZCaptcha,
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZResetPasswordConfirmRequest = withRepeatedPassword(
  {
    ...linkParams,
    new_password: requiredText(authMessages.fillAllFields),
    re_new_password: requiredText(authMessages.fillAllFields),
    captcha: ZCaptcha,
  },
  'new_password',
  're_new_password',
);
export type ResetPasswordConfirmRequest = z.infer<typeof ZResetPasswordConfirmRequest>;
