import { z } from 'zod';
import { ZCaptcha } from './captcha.ts';
import { gate, whenValid } from './checks.ts';
import { authMessages } from './messages.ts';
import {
  ACCOUNT_NAME_PATTERN,
  EMAIL_MESSAGES,
  emailField,
  LOGIN_PATTERN,
  requiredText,
  text,
} from './text-rules.ts';

const PASSWORDS_DIFFER = 'Пароли не совпадают';
const LOGIN_REQUIRED = 'Поле «Логин» должно быть заполнено';
const PASSWORD_REQUIRED = 'Поле «Пароль» должно быть заполнено';

/** Long passphrases are welcome; the ceiling only keeps hashing cheap for the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const LOGIN_MAX_LENGTH = 150;
export const ACCOUNT_NAME_MAX_LENGTH = 150;
const PASSWORD_TOO_LONG = `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`;

/**
 * A password is taken exactly as typed: trimming would silently change it, so spaces at the
 * ends are part of it. Only a blank field counts as missing.
 */
function passwordText(required: string) {
  return text(PASSWORD_MAX_LENGTH, { required, tooLong: PASSWORD_TOO_LONG }).check(
    gate((typed: string) => typed.trim() !== ''),
  );
}

/** A password being chosen; how common it is, the server checks against its list. */
function newPassword(required: string) {
  return passwordText(required).check(
    gate(
      (typed: string) => typed.length >= PASSWORD_MIN_LENGTH,
      `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`,
    ),
  );
}

const tooLong = (label: string, max: number) => `Поле «${label}» не длиннее ${max} символов`;

const login = () =>
  requiredText(LOGIN_REQUIRED, LOGIN_MAX_LENGTH, tooLong('Логин', LOGIN_MAX_LENGTH));

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
  const typed = text(PASSWORD_MAX_LENGTH).min(1);
  const bothTyped = z.object({ [first]: typed, [repeat]: typed });
  return z.object(shape).refine((form: Record<string, unknown>) => form[first] === form[repeat], {
    path: [repeat],
    error: PASSWORDS_DIFFER,
    ...whenValid(bothTyped),
  });
}

/** The login form; its payload is what POST /token/ takes. */
export const ZTokenRequest = z.object({
  username: login(),
  password: passwordText(PASSWORD_REQUIRED),
  captcha: ZCaptcha,
});
export type TokenRequest = z.infer<typeof ZTokenRequest>;

/** The access token; the refresh token stays in an httpOnly cookie out of scripts' reach. */
export const ZTokenResponse = z.object({ access: z.string() });
export type TokenResponse = z.infer<typeof ZTokenResponse>;

const accountName = (label: string) =>
  requiredText(
    `Поле «${label}» должно быть заполнено`,
    ACCOUNT_NAME_MAX_LENGTH,
    tooLong(label, ACCOUNT_NAME_MAX_LENGTH),
  ).regex(
    ACCOUNT_NAME_PATTERN,
    `Поле «${label}» может содержать только буквы, пробел, дефис, апостроф (\`) и точку`,
  );

const AGREEMENTS_REQUIRED =
  'Для регистрации необходимо принять Политику конфиденциальности, Пользовательское соглашение и Публичную оферту';

export const ZRegistrationRequest = withRepeatedPassword(
  {
    username: login().regex(
      LOGIN_PATTERN,
      'Логин может содержать только буквы, цифры и символы @ . + - _',
    ),
    email: emailField(EMAIL_MESSAGES),
    first_name: accountName('Имя'),
    last_name: accountName('Фамилия'),
    // Spelled as in SPEC. The form starts it ticked; the API still demands an explicit true.
    is_acess_agreements: z.literal(true, { error: AGREEMENTS_REQUIRED }),
    password: newPassword(PASSWORD_REQUIRED),
    re_password: passwordText('Повторите пароль'),
    captcha: ZCaptcha,
  },
  'password',
  're_password',
);
export type RegistrationRequest = z.infer<typeof ZRegistrationRequest>;

/** uid and token come from the e-mailed link; a broken link fails as a whole. */
const linkParams = {
  uid: requiredText(authMessages.invalidLink, 100, authMessages.invalidLink),
  token: requiredText(authMessages.invalidLink, 200, authMessages.invalidLink),
};

export const ZActivationRequest = z.object(linkParams);
export type ActivationRequest = z.infer<typeof ZActivationRequest>;

export const ZSetPasswordRequest = withRepeatedPassword(
  {
    current_password: passwordText('Введите текущий пароль'),
    new_password: newPassword('Введите новый пароль'),
    re_new_password: passwordText('Повторите новый пароль'),
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
    new_password: newPassword(authMessages.fillAllFields),
    re_new_password: passwordText(authMessages.fillAllFields),
    captcha: ZCaptcha,
  },
  'new_password',
  're_new_password',
);
export type ResetPasswordConfirmRequest = z.infer<typeof ZResetPasswordConfirmRequest>;

/** What the account calls answer (`detail`) and their field errors beyond the form rules. */
export const accountMessages = {
  registered: 'Мы отправили вам письмо для завершения регистрации',
  activated: 'Учётная запись активирована',
  alreadyActive: 'Учётная запись уже активирована: войдите с вашим логином и паролем',
  /** The same whether the login is unknown or the password wrong: nothing to enumerate. */
  badCredentials: 'Неверный логин или пароль',
  inactive:
    'Учётная запись не активирована. Перейдите по ссылке из письма, которое мы отправили при регистрации.',
  resetSent:
    'Если этот e-mail зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля',
  passwordChanged: 'Пароль изменён',
  loggedOut: 'Вы вышли из учётной записи',
  usernameTaken: 'Этот логин уже занят, выберите другой',
  commonPassword: 'Этот пароль слишком распространён, его легко подобрать. Выберите другой.',
  passwordLikeAccount: 'Пароль не должен совпадать с логином или e-mail',
  noRefreshToken: 'Сессия не найдена, войдите снова',
  crossSite: 'Запрос с другого сайта отклонён',
} as const;
