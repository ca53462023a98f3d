import { z } from 'zod';
import { pluralWord } from './plural.ts';

/** What a field was expected to hold, as a visitor would say it. */
const expectedKinds: Record<string, string> = {
  string: 'текст',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'да или нет (true или false)',
  array: 'список',
  object: 'объект с полями',
  date: 'дата',
  literal: 'определённое значение',
  enum: 'одно из допустимых значений',
};

const formats: Record<string, string> = {
  email: 'Неверный адрес e-mail',
  url: 'Неверный адрес ссылки',
  uuid: 'Неверный идентификатор',
  date: 'Неверный формат даты: ожидается ГГГГ-ММ-ДД',
  datetime: 'Неверный формат даты и времени',
  time: 'Неверный формат времени',
};

const characters = (n: number) => pluralWord(n, 'символа', 'символов', 'символов');
const elements = (n: number) => pluralWord(n, 'элемента', 'элементов', 'элементов');

type Issue = z.core.$ZodRawIssue;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Не длиннее ${max} ${characters(max)}`;
    case 'array':
    case 'set':
      return `Не больше ${max} ${elements(max)}`;
    default:
      return issue.inclusive ? `Значение не больше ${max}` : `Значение меньше ${max}`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? 'Поле не должно быть пустым' : `Не короче ${min} ${characters(min)}`;
    case 'array':
    case 'set':
      return min <= 1 ? 'Список не должен быть пустым' : `Не меньше ${min} ${elements(min)}`;
    default:
      return issue.inclusive ? `Значение не меньше ${min}` : `Значение больше ${min}`;
  }
}

/**
 * zod's messages in Russian for checks that carry no message of their own. zod's Russian
 * locale leaves type names in English («ожидалось string, получено undefined»), which a
 * visitor must never read; field rules with their own text (SPEC §5) are not affected.
 */
export const russianMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Поле обязательно'
        : `Ожидается ${expectedKinds[issue.expected] ?? 'другое значение'}`;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `Допустимое значение: ${String(issue.values[0])}`
        : `Допустимые значения: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return formats[issue.format] ?? 'Неверный формат';
    case 'not_multiple_of':
      return `Значение должно быть кратно ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Лишние поля: ${issue.keys.join(', ')}`;
    default:
      return 'Неверное значение';
  }
};

/** Every zod message without a text of its own comes out in Russian, on server and site alike. */
export function configureRussianMessages(): void {
  z.config({ localeError: russianMessages });
}
