import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './errors.ts';
import { configureRussianMessages } from './zod-messages.ts';

configureRussianMessages();

const schema = z.object({
  name: z.string(),
  count: z.number().int().min(1).max(7),
  flags: z.array(z.boolean()).min(1).max(2),
  kind: z.enum(['TRAIN', 'BUS']),
  code: z.string().min(3).max(5),
  mail: z.email(),
  on: z.literal(true),
});

describe('zod messages without a text of their own', () => {
  it('are Russian, with no English type names', () => {
    const errors = fieldErrorsOf(schema, {
      count: 'три',
      flags: [],
      kind: 'PLANE',
      code: 'ab',
      mail: 'nobody',
      on: false,
    });
    expect(errors).toEqual({
      name: ['Поле обязательно'],
      count: ['Ожидается число'],
      flags: ['Список не должен быть пустым'],
      kind: ['Допустимые значения: TRAIN, BUS'],
      code: ['Не короче 3 символов'],
      mail: ['Неверный адрес e-mail'],
      on: ['Допустимое значение: true'],
    });
  });

  it('say the bounds of numbers, lists and text', () => {
    expect(fieldErrorsOf(schema.pick({ count: true }), { count: 9 })).toEqual({
      count: ['Значение не больше 7'],
    });
    expect(
      fieldErrorsOf(schema, {
        name: 1,
        count: 8.5,
        flags: [true, false, true],
        kind: 'BUS',
        code: 'abcdef',
        mail: 'a@b.ru',
        on: true,
      }),
    ).toEqual({
      name: ['Ожидается текст'],
      count: ['Ожидается целое число'],
      flags: ['Не больше 2 элементов'],
      code: ['Не длиннее 5 символов'],
    });
  });
});
