import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  errorCodeOfStatus,
  fieldErrorsFromZod,
  fieldErrorsOf,
  httpStatusOf,
  ERROR_CODES,
} from './errors.ts';

function failureOf(result: z.ZodSafeParseResult<unknown>): z.ZodError {
  if (result.success) throw new Error('expected the parse to fail');
  return result.error;
}

const schema = z
  .object({
    name: z.string().min(1, 'Введите имя'),
    contacts: z.object({ phone: z.string().min(1, 'Введите телефон') }),
    list: z.array(z.string().min(1, 'Пусто')),
  })
  .refine(() => false, 'Ошибка формы');

describe('fieldErrorsFromZod', () => {
  it('joins paths with dots and puts pathless problems under non_field_errors', () => {
    const result = schema.safeParse({ name: '', contacts: { phone: '' }, list: ['a', ''] });
    expect(fieldErrorsFromZod(failureOf(result))).toEqual({
      name: ['Введите имя'],
      'contacts.phone': ['Введите телефон'],
      'list.1': ['Пусто'],
      non_field_errors: ['Ошибка формы'],
    });
  });

  it('keeps every message of a field in order', () => {
    const twoRules = z.object({
      code: z.string().min(3, 'Коротко').regex(/^\d+$/, 'Только цифры'),
    });
    expect(fieldErrorsOf(twoRules, { code: 'a' })).toEqual({ code: ['Коротко', 'Только цифры'] });
  });

  it('gives nothing for valid input', () => {
    expect(fieldErrorsOf(z.string(), 'ok')).toEqual({});
  });
});

describe('httpStatusOf', () => {
  it('maps every code', () => {
    expect(Object.fromEntries(ERROR_CODES.map((code) => [code, httpStatusOf(code)]))).toEqual({
      validation: 400,
      unauthorized: 401,
      token_not_valid: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      idempotency_conflict: 409,
      rate_limited: 429,
      payment_pending: 409,
      internal: 500,
      unavailable: 503,
    });
  });

  it('reads a status back to its first code, else internal', () => {
    expect(errorCodeOfStatus(401)).toBe('unauthorized');
    expect(errorCodeOfStatus(404)).toBe('not_found');
    expect(errorCodeOfStatus(409)).toBe('conflict');
    expect(errorCodeOfStatus(502)).toBe('internal');
    expect(errorCodeOfStatus(503)).toBe('unavailable');
  });
});

describe('AppError', () => {
  it('keeps internals in message and shows a Russian default to the visitor', () => {
    const error = new AppError('not_found', 'order 7 missing in db');
    expect(error.message).toBe('order 7 missing in db');
    expect(error.userMessage).toBe('Не найдено');
    expect(error.status).toBe(404);
    expect(error).toBeInstanceOf(Error);
    expect(error.toBody()).toEqual({ code: 'not_found', detail: 'Не найдено' });
  });

  it('turns a zod failure into a validation error with field errors', () => {
    const result = z
      .object({ email: z.string().min(1, 'Введите e-mail') })
      .safeParse({ email: '' });
    const error = AppError.fromZod(failureOf(result));
    expect(error.status).toBe(400);
    // SPEC §7: validation errors travel as the bare field → messages map.
    expect(error.toBody()).toEqual({ email: ['Введите e-mail'] });
    const received = AppError.fromResponse(400, error.toBody());
    expect(received.code).toBe('validation');
    expect(received.firstMessage()).toBe('Введите e-mail');
  });

  it('round-trips through an answer body', () => {
    const sent = new AppError('token_not_valid', 'expired', { userMessage: 'Сессия истекла' });
    const received = AppError.fromResponse(401, sent.toBody());
    expect(received.code).toBe('token_not_valid');
    expect(received.userMessage).toBe('Сессия истекла');
    expect(received.fieldErrors).toBeUndefined();
  });

  it('falls back to the status when the body is not ours', () => {
    const received = AppError.fromResponse(403, '<html>Forbidden</html>');
    expect(received.code).toBe('forbidden');
    expect(received.userMessage).toBe('Недостаточно прав для этого действия');
  });

  it('takes neither an unknown code nor a field map of non-lists for ours', () => {
    const unknownCode = AppError.fromResponse(409, { code: 'teapot', detail: 'Я чайник' });
    expect(unknownCode.code).toBe('conflict');
    expect(unknownCode.userMessage).toBe('Данные изменились, повторите запрос');
    const notLists = AppError.fromResponse(400, { email: 'Введите e-mail', list: [1] });
    expect(notLists.code).toBe('validation');
    expect(notLists.fieldErrors).toBeUndefined();
  });

  it('shows the first message of the first field, else its own text', () => {
    const withFields = new AppError('validation', undefined, {
      fieldErrors: { date: ['Дата указана неверно', 'другое'], time_from: ['Неверный'] },
    });
    expect(withFields.firstMessage()).toBe('Дата указана неверно');
    expect(new AppError('internal').firstMessage()).toBe('Произошла ошибка. Попробуйте позже.');
  });
});
