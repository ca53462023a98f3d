import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import {
  ACCOUNT_NAME_PATTERN,
  EMAIL_MESSAGES,
  emailField,
  isDigitsWithHyphensOrSlashes,
  LOGIN_PATTERN,
  characterName,
  optionalText,
  PERSON_NAME_PATTERN,
  PLACE_NAME_PATTERN,
  phoneField,
  requiredText,
  text,
} from './text-rules.ts';

describe('place names', () => {
  it.each(['Москва', 'Орёл', 'Ростов-на-Дону (Ростовская область)', 'Saint Petersburg', 'Сочи 2'])(
    'accepts %s',
    (text) => {
      expect(PLACE_NAME_PATTERN.test(text)).toBe(true);
    },
  );

  it.each(['Москва!', 'Тверь, 1', '<script>', 'Kraków', 'Омск_'])('rejects %s', (text) => {
    expect(PLACE_NAME_PATTERN.test(text)).toBe(false);
  });
});

describe('digits with hyphens or slashes', () => {
  it.each(['123', '12-34-5', '12/34/5'])('accepts %s', (text) => {
    expect(isDigitsWithHyphensOrSlashes(text)).toBe(true);
  });

  it.each(['12-34/5', '12 34', 'A12', ''])('rejects %s', (text) => {
    expect(isDigitsWithHyphensOrSlashes(text)).toBe(false);
  });
});

describe('name patterns', () => {
  it('ticket names take letters and hyphens only', () => {
    expect(PERSON_NAME_PATTERN.test('Салтыков-Щедрин')).toBe(true);
    expect(PERSON_NAME_PATTERN.test('Ёлкин')).toBe(true);
    expect(PERSON_NAME_PATTERN.test('-')).toBe(true);
    expect(PERSON_NAME_PATTERN.test('Анна Мария')).toBe(false);
    expect(PERSON_NAME_PATTERN.test('Иван1')).toBe(false);
  });

  it('account names also take space, backtick and dot', () => {
    expect(ACCOUNT_NAME_PATTERN.test('Д`Артаньян')).toBe(true);
    expect(ACCOUNT_NAME_PATTERN.test('A. Smith-Jones')).toBe(true);
    expect(ACCOUNT_NAME_PATTERN.test('Иван_1')).toBe(false);
  });

  it('logins take letters, digits and @ . + - _', () => {
    expect(LOGIN_PATTERN.test('ivan.petrov+test_1@mail-ru')).toBe(true);
    expect(LOGIN_PATTERN.test('иван')).toBe(true);
    expect(LOGIN_PATTERN.test('ivan petrov')).toBe(false);
    expect(LOGIN_PATTERN.test('ivan#1')).toBe(false);
  });
});

describe('phoneField', () => {
  const phone = z.object({
    phone: phoneField({ required: 'Введите номер телефона', invalid: 'Неверный номер' }),
  });

  it.each(['+79991234567', '79991234567', '89991234567', '+7 (999) 123-45-67'])(
    'accepts %s without its mask',
    (text) => {
      expect(phone.parse({ phone: text }).phone).toMatch(/^\+?\d{11}$/);
    },
  );

  it.each(['99912345678', '+7999123456', '+799912345678', '+19991234567', '8999123456a'])(
    'rejects %s',
    (text) => {
      expect(fieldErrorsOf(phone, { phone: text })).toEqual({ phone: ['Неверный номер'] });
    },
  );

  it('asks for an empty or missing number', () => {
    expect(fieldErrorsOf(phone, { phone: '  ' })).toEqual({ phone: ['Введите номер телефона'] });
    expect(fieldErrorsOf(phone, {})).toEqual({ phone: ['Введите номер телефона'] });
  });
});

describe('emailField', () => {
  const email = z.object({ email: emailField(EMAIL_MESSAGES) });

  it('accepts an address and trims it', () => {
    expect(email.parse({ email: ' ivan@mail.ru ' })).toEqual({ email: 'ivan@mail.ru' });
  });

  it.each(['ivan', 'ivan@mail', 'iv an@mail.ru', '@mail.ru'])('rejects %s', (text) => {
    expect(fieldErrorsOf(email, { email: text })).toEqual({
      email: ['Введите корректный e-mail.'],
    });
  });

  it('asks for an empty one', () => {
    expect(fieldErrorsOf(email, { email: '' })).toEqual({ email: ['Введите e-mail'] });
  });
});

describe('optionalText', () => {
  it('sends empty as null', () => {
    expect(optionalText(10).parse('  ')).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeNull();
    expect(optionalText(10).parse(' 12 ')).toBe('12');
  });
});

describe('the bounds every string shares', () => {
  const form = z.object({
    name: requiredText('Введите имя', 5).regex(/^[а-я]+$/, 'Только строчные буквы'),
    note: optionalText(5, 'Заметка не длиннее 5 символов'),
    code: text(3),
  });

  it('counts the length after trimming', () => {
    expect(fieldErrorsOf(form, { name: '  абвгд  ', code: 'abc' })).toEqual({});
    expect(fieldErrorsOf(form, { name: 'абвгде', note: '123456', code: 'abcd' })).toEqual({
      name: ['Не длиннее 5 символов'],
      note: ['Заметка не длиннее 5 символов'],
      code: ['Не длиннее 3 символов'],
    });
  });

  it('stops at an overlong value: no later check spends time on it', () => {
    expect(fieldErrorsOf(form, { name: 'Я'.repeat(1_000_000), code: '' })).toEqual({
      name: ['Не длиннее 5 символов'],
    });
  });

  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'])(
    'refuses the control character %j in every kind of field, naming it',
    (control) => {
      const name = `U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      const message = `Недопустимый служебный символ ${name}: уберите его из поля`;
      expect(
        fieldErrorsOf(form, { name: `аб${control}`, note: `${control}1`, code: control }),
      ).toEqual({ name: [message], note: [message], code: [message] });
    },
  );

  it('lets line breaks and tabs through', () => {
    expect(optionalText(20).parse('строка 1\r\n\tстрока 2')).toBe('строка 1\r\n\tстрока 2');
  });

  it('names a refused character: visible ones as they look, others by code point', () => {
    expect(characterName('№')).toBe('«№»');
    expect(characterName('<')).toBe('«<»');
    expect(characterName('\u200b')).toBe('U+200B');
    expect(characterName('😀')).toBe('«😀»');
  });
});
