import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { ZFeedbackRequest } from './feedback.ts';

const valid = {
  contact_phone: '8 (912) 345-67-89',
  contact_email: 'anna@mail.ru',
  name: 'Анна Мария',
  text: 'Здравствуйте! Не пришёл билет на рейс 12:40 (Москва-Тверь, вагон 3), «срочно» +1?',
  captcha: 'token',
};
const errorsOf = (change: Record<string, unknown>) =>
  fieldErrorsOf(ZFeedbackRequest, { ...valid, ...change });

describe('feedback', () => {
  it('accepts a valid message', () => {
    expect(errorsOf({ text: 'Строка 1;\nстрока 2: "цитата"' })).toEqual({});
  });

  it('asks for every field', () => {
    expect(
      errorsOf({ contact_phone: '', contact_email: '', name: '', text: ' ', captcha: '' }),
    ).toEqual({
      contact_phone: ['Введите ваш номер телефона'],
      contact_email: ['Введите ваш e-mail'],
      name: ['Введите ваше имя'],
      text: ['Введите текст сообщения'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });

  it('checks the phone format', () => {
    expect(errorsOf({ contact_phone: '12345' })).toEqual({
      contact_phone: ['Неверный формат номера телефона'],
    });
  });

  it('checks the e-mail', () => {
    expect(errorsOf({ contact_email: 'anna' })).toEqual({
      contact_email: ['Введите корректный e-mail.'],
    });
  });

  it('rejects a name with digits or symbols', () => {
    expect(errorsOf({ name: 'Анна2' })).toEqual({ name: ['Недопустимые символы в имени'] });
  });

  it('rejects markup and other symbols in the text', () => {
    expect(errorsOf({ text: '<script>alert(1)</script>' })).toEqual({
      text: ['Недопустимые символы в тексте сообщения'],
    });
    expect(errorsOf({ text: 'Цена 100$' })).toEqual({
      text: ['Недопустимые символы в тексте сообщения'],
    });
  });
});
