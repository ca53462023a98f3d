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

  it('rejects a name with digits or symbols, naming the character', () => {
    expect(errorsOf({ name: 'Анна2' })).toEqual({
      name: ['Недопустимый символ «2» в имени: только буквы, пробел и дефис'],
    });
  });

  it('accepts the punctuation and signs of ordinary Russian text', () => {
    const text =
      'Заказ № 1234 — оплачен 1 500 ₽, а билет не пришёл; скидка 10 % – «не сработала». ' +
      'Пишите на ivan@mail.ru… Ёлки! [вагон 3/5] *срочно* & быстро; цена $20 = 1800 ₽ #вопрос';
    expect(errorsOf({ text })).toEqual({});
  });

  it('names the character it refuses in the text', () => {
    expect(errorsOf({ text: '<script>alert(1)</script>' })).toEqual({
      text: ['Недопустимый символ «<» в тексте сообщения'],
    });
    expect(errorsOf({ text: 'Путь C:\\Temp' })).toEqual({
      text: ['Недопустимый символ «\\» в тексте сообщения'],
    });
    expect(errorsOf({ text: 'Спасибо 🙂' })).toEqual({
      text: ['Недопустимый символ «🙂» в тексте сообщения'],
    });
    expect(errorsOf({ text: 'нулевой\u200bпробел' })).toEqual({
      text: ['Недопустимый символ U+200B в тексте сообщения'],
    });
  });
});
