import { IM_ERRORS, type ImError } from '@peresadka/contracts/im/im-values';
import { russianMessages } from '@peresadka/contracts/zod-messages';
import type { z } from 'zod';

/** A refusal the protocol answers with its error body: never a stack, never a page. */
export class ImFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 500,
    readonly code: number,
    message: string,
    readonly params: string[] = [],
  ) {
    super(message);
  }

  get body(): ImError {
    return { Code: this.code, Message: this.message, MessageParams: this.params };
  }
}

/** A business refusal: HTTP 500 with the code, as the supplier answers them. */
export const refusal = (
  code: (typeof IM_ERRORS)[keyof typeof IM_ERRORS],
  message: string,
  params: string[] = [],
): ImFailure => new ImFailure(500, code, message, params);

export const invalidRequest = (message: string, params: string[] = []): ImFailure =>
  new ImFailure(400, IM_ERRORS.invalidParameters, message, params);

export const unauthorised = (): ImFailure =>
  new ImFailure(
    401,
    IM_ERRORS.authorizationRequired,
    'Требуется авторизация: неверные логин, пароль или точка продажи (заголовок Pos)',
  );

export const orderNotFound = (id: number | string): ImFailure =>
  refusal(IM_ERRORS.orderNotFound, `Заказ не найден: ${id}`, [String(id)]);

export const noTrains = (): ImFailure =>
  refusal(IM_ERRORS.noTrains, 'В запрашиваемую дату поездов нет');

export const saleClosed = (): ImFailure =>
  refusal(
    IM_ERRORS.saleClosed,
    'До отправления поезда осталось недостаточно времени для покупки билетов',
  );

export const confirmationExpired = (): ImFailure =>
  refusal(IM_ERRORS.confirmationExpired, 'Время, отведенное на подтверждение операции, истекло');

export const noPlaces = (): ImFailure =>
  refusal(IM_ERRORS.noPlaces, 'На заданном направлении (или поезде) мест нет');

/** The request as the schema reads it, or a 400 naming every field that fails. */
export function parseOrRefuse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input, { error: russianMessages });
  if (result.success) return result.data;
  const fieldOf = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.') || '(тело запроса)';
  const details = result.error.issues.map((issue) => `${fieldOf(issue)}: ${issue.message}`);
  throw invalidRequest(`Некорректный запрос: ${details.join('; ')}`, [
    ...new Set(result.error.issues.map(fieldOf)),
  ]);
}
