import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '../infra/db/schema.ts';
import { EASY_CAPTCHA, solveCaptcha } from '../test-support/accounts.ts';
import { SmtpSink } from '../test-support/smtp-sink.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const SUPPORT = 'help@peresadka.example';

describe(`feedback on ${testBackend()}`, () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ ...EASY_CAPTCHA, SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = async (payload: Record<string, unknown>, withCaptcha = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload: withCaptcha ? { captcha: await solveCaptcha(t.app), ...payload } : payload,
    });
  const message = {
    contact_phone: '+7 (912) 345-67-89',
    contact_email: 'anna@mail.ru',
    name: 'Анна Мария',
    text: 'Не пришёл билет на поезд 002Й, помогите!',
  };

  it('stores the message and mails it to support with the writer as Reply-To', async () => {
    const res = await send(message);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Спасибо! Ваше обращение отправлено, мы ответим на указанный e-mail.',
    });
    const mail = await smtp.take(SUPPORT, 'Обращение');
    expect(mail.subject).toMatch(/^Обращение №\d+ с сайта: Анна Мария$/);
    expect(mail.replyTo).toContain('anna@mail.ru');
    expect(mail.text).toContain('Телефон: +79123456789');
    expect(mail.text).toContain('Не пришёл билет на поезд 002Й, помогите!');
    const rows = await t.database.db
      .select({ name: feedbackMessages.name, phone: feedbackMessages.contactPhone })
      .from(feedbackMessages);
    expect(rows).toEqual([{ name: 'Анна Мария', phone: '+79123456789' }]);
  });

  it('takes ordinary Russian punctuation and signs as they are typed', async () => {
    const text =
      'Заказ № 1234 — «Москва – Казань»: списали 1 500 ₽ (100 %), пишите на anna@mail.ru. Ёлки!';
    const res = await send({ ...message, text });
    expect(res.statusCode, res.body).toBe(200);
    expect((await smtp.take(SUPPORT, 'Обращение')).text).toContain(text);
  });

  it('says every rule of the form in Russian', async () => {
    const empty = await send(
      { contact_phone: '', contact_email: '', name: '', text: '', captcha: '' },
      false,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      contact_phone: ['Введите ваш номер телефона'],
      contact_email: ['Введите ваш e-mail'],
      name: ['Введите ваше имя'],
      text: ['Введите текст сообщения'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
    const bad = await send({
      contact_phone: '12345',
      contact_email: 'anna@',
      name: 'Анна<script>',
      text: 'Привет <b>жирный</b>',
    });
    expect(bad.json()).toEqual({
      contact_phone: ['Неверный формат номера телефона'],
      contact_email: ['Введите корректный e-mail.'],
      name: ['Недопустимый символ «<» в имени: только буквы, пробел и дефис'],
      text: ['Недопустимый символ «<» в тексте сообщения'],
    });
    const long = await send({ ...message, text: 'а'.repeat(5001) });
    expect(long.json()).toEqual({
      text: ['Сообщение не длиннее 5000 символов; разбейте его на несколько'],
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload: [1, 2],
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 429 with Retry-After after 10 messages an hour from one address', async () => {
    // The earlier tests of this file already sent some from this address.
    let res;
    for (let i = 0; i < 12; i++) {
      res = await send(message);
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(200);
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
    expect(res!.json().detail).toMatch(
      /^Слишком много обращений с вашего адреса\. Повторите через \d+ мин\.$/,
    );
  });
});
