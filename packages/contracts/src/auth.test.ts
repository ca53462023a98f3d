import { describe, expect, it } from 'vitest';
import {
  ZActivationRequest,
  ZRegistrationRequest,
  ZResetPasswordConfirmRequest,
  ZResetPasswordRequest,
  ZSetPasswordRequest,
  ZTokenRequest,
} from './auth.ts';
import { fieldErrorsOf } from './errors.ts';

describe('login', () => {
  it('accepts a filled form', () => {
    expect(fieldErrorsOf(ZTokenRequest, { username: 'ivan', password: 'x', captcha: 't' })).toEqual(
      {},
    );
  });

  it('asks for every field', () => {
    expect(fieldErrorsOf(ZTokenRequest, { username: '', password: '', captcha: '' })).toEqual({
      username: ['Поле «Логин» должно быть заполнено'],
      password: ['Поле «Пароль» должно быть заполнено'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });
});

describe('registration', () => {
  const valid = {
    username: 'ivan.petrov',
    email: 'ivan@mail.ru',
    first_name: 'Иван',
    last_name: 'Д`Артаньян-Петров',
    is_acess_agreements: true,
    password: 'секрет123',
    re_password: 'секрет123',
    captcha: 'token',
  };
  const errorsOf = (change: Record<string, unknown>) =>
    fieldErrorsOf(ZRegistrationRequest, { ...valid, ...change });

  it('accepts a valid form', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ first_name: 'Anna Maria', last_name: 'St. John' })).toEqual({});
  });

  it('asks for every required field', () => {
    expect(
      errorsOf({
        username: '',
        email: '',
        first_name: '',
        last_name: '',
        password: '',
        re_password: '',
        captcha: '',
      }),
    ).toEqual({
      username: ['Поле «Логин» должно быть заполнено'],
      email: ['Введите e-mail'],
      first_name: ['Поле «Имя» должно быть заполнено'],
      last_name: ['Поле «Фамилия» должно быть заполнено'],
      password: ['Поле «Пароль» должно быть заполнено'],
      re_password: ['Повторите пароль'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });

  it('limits the login to letters, digits and @ . + - _', () => {
    expect(errorsOf({ username: 'ivan petrov' })).toEqual({
      username: ['Логин может содержать только буквы, цифры и символы @ . + - _'],
    });
  });

  it('checks the e-mail', () => {
    expect(errorsOf({ email: 'ivan@' })).toEqual({ email: ['Введите корректный e-mail.'] });
  });

  it('limits names to letters, space, hyphen, backtick and dot', () => {
    expect(errorsOf({ first_name: 'Иван1', last_name: 'Petrov_' })).toEqual({
      first_name: ['Поле «Имя» может содержать только буквы, пробел, дефис, апостроф (`) и точку'],
      last_name: [
        'Поле «Фамилия» может содержать только буквы, пробел, дефис, апостроф (`) и точку',
      ],
    });
  });

  it('requires matching passwords', () => {
    expect(errorsOf({ re_password: 'другой' })).toEqual({ re_password: ['Пароли не совпадают'] });
  });

  it('requires the agreements to be accepted explicitly', () => {
    const message =
      'Для регистрации необходимо принять Политику конфиденциальности, Пользовательское соглашение и Публичную оферту';
    expect(errorsOf({ is_acess_agreements: false })).toEqual({ is_acess_agreements: [message] });
    expect(errorsOf({ is_acess_agreements: undefined })).toEqual({
      is_acess_agreements: [message],
    });
  });
});

describe('activation', () => {
  it('needs both link parameters', () => {
    expect(fieldErrorsOf(ZActivationRequest, { uid: 'MQ', token: 'abc' })).toEqual({});
    expect(fieldErrorsOf(ZActivationRequest, { uid: '' })).toEqual({
      uid: ['Недействительная ссылка'],
      token: ['Недействительная ссылка'],
    });
  });
});

describe('change password', () => {
  const valid = {
    current_password: 'old',
    new_password: 'новый пароль',
    re_new_password: 'новый пароль',
    captcha: 'token',
  };

  it('accepts a valid form', () => {
    expect(fieldErrorsOf(ZSetPasswordRequest, valid)).toEqual({});
  });

  it('asks for every field', () => {
    expect(fieldErrorsOf(ZSetPasswordRequest, {})).toEqual({
      current_password: ['Введите текущий пароль'],
      new_password: ['Введите новый пароль'],
      re_new_password: ['Повторите новый пароль'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });

  it('requires the new passwords to match', () => {
    expect(
      fieldErrorsOf(ZSetPasswordRequest, { ...valid, re_new_password: 'Новый пароль' }),
    ).toEqual({
      re_new_password: ['Пароли не совпадают'],
    });
  });
});

describe('forgot password', () => {
  it('asks for the e-mail and the captcha', () => {
    expect(fieldErrorsOf(ZResetPasswordRequest, { email: 'a@b.ru', captcha: 't' })).toEqual({});
    expect(fieldErrorsOf(ZResetPasswordRequest, { email: '', captcha: '' })).toEqual({
      email: ['Введите e-mail'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });
});

describe('reset confirm', () => {
  const valid = {
    uid: 'MQ',
    token: 'abc',
    new_password: 'n'.repeat(8),
    re_new_password: 'n'.repeat(8),
    captcha: 't',
  };

  it('accepts a valid form', () => {
    expect(fieldErrorsOf(ZResetPasswordConfirmRequest, valid)).toEqual({});
  });

  it('asks to fill in all fields', () => {
    expect(
      fieldErrorsOf(ZResetPasswordConfirmRequest, {
        ...valid,
        new_password: '',
        re_new_password: '',
      }),
    ).toEqual({
      new_password: ['Заполните все поля'],
      re_new_password: ['Заполните все поля'],
    });
  });

  it('requires matching passwords and a captcha', () => {
    expect(
      fieldErrorsOf(ZResetPasswordConfirmRequest, { ...valid, re_new_password: 'm', captcha: '' }),
    ).toEqual({
      re_new_password: ['Пароли не совпадают'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });
});

describe('passwords', () => {
  const registration = {
    username: 'ivan',
    email: 'ivan@mail.ru',
    first_name: 'Иван',
    last_name: 'Петров',
    is_acess_agreements: true,
    captcha: 'token',
  };
  const errorsOf = (password: string) =>
    fieldErrorsOf(ZRegistrationRequest, { ...registration, password, re_password: password });

  it('accepts 8 to 256 characters, spaces included, exactly as typed', () => {
    expect(errorsOf('12345678')).toEqual({});
    expect(errorsOf('x'.repeat(256))).toEqual({});
    const parsed = ZTokenRequest.parse({ username: 'ivan', password: '  пароль  ', captcha: 't' });
    expect(parsed.password).toBe('  пароль  ');
  });

  it('refuses short, overlong and blank passwords', () => {
    expect(errorsOf('1234567')).toEqual({
      password: ['Пароль должен содержать не менее 8 символов'],
    });
    // The repeat is bounded too: the server never hashes or compares a megabyte.
    expect(errorsOf('x'.repeat(257))).toEqual({
      password: ['Пароль должен быть не длиннее 256 символов'],
      re_password: ['Пароль должен быть не длиннее 256 символов'],
    });
    expect(
      fieldErrorsOf(ZTokenRequest, { username: 'ivan', password: '   ', captcha: 't' }),
    ).toEqual({ password: ['Поле «Пароль» должно быть заполнено'] });
  });

  it('asks for a long enough new password on change and reset', () => {
    expect(
      fieldErrorsOf(ZSetPasswordRequest, {
        current_password: 'old',
        new_password: 'short',
        re_new_password: 'short',
        captcha: 't',
      }),
    ).toEqual({ new_password: ['Пароль должен содержать не менее 8 символов'] });
  });
});
