import { AppError } from '@peresadka/contracts/errors';
import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import { RetryLaterError } from '../../infra/http/retry-later.ts';
import { PlacesRefused, SupplierUnavailable } from '../supplier-errors.ts';
import type { ImRefusal } from './im-client.ts';

/** The Russian words for each refusal of the supplier the visitor can act on. */
export const imRefusalMessages = {
  noTrains: 'Перевозчик не продаёт билеты на этот поезд на эту дату. Повторите поиск.',
  noPlaces:
    'Свободных мест, подходящих под запрос, у перевозчика не осталось. Выберите другой вагон, места или поезд.',
  saleClosed: 'Продажа билетов на этот поезд закрыта.',
  inProgress:
    'С этим заказом у перевозчика уже выполняется другая операция. Повторите через минуту.',
  confirmationExpired:
    'Время, отведённое перевозчиком на оплату, истекло, и места освобождены. Оформите заказ заново.',
  notFound: 'Перевозчик не нашёл этот заказ.',
  wrongState: 'Перевозчик не может выполнить эту операцию с заказом в его нынешнем состоянии.',
  voidExpired: 'Время бесплатного аннулирования билета истекло: оформите возврат.',
  alreadyReturned: 'Эти билеты уже возвращены.',
  wrongDocument: 'Номер документа не совпадает с документом, на который оформлен билет.',
  useVoid: (until: string) =>
    `Билет ещё можно аннулировать без удержаний до ${until}: возврат по правилам перевозчика недоступен до этого времени.`,
  refused: 'Перевозчик отказал в операции. Попробуйте позже или выберите другой поезд.',
} as const;

/**
 * A refusal of the IM protocol as our error, chosen by its code, never by its text (which is
 * the supplier's and may be in any language): what the visitor can change is a 409 or 404 with
 * a Russian message; what only time or the operator can fix (an operation in progress, the
 * agent's balance, a request the supplier could not read) is a 503 with Retry-After.
 */
export function appErrorOfRefusal(refusal: ImRefusal): AppError {
  const conflict = (message: string) =>
    new AppError('conflict', refusal.message, { userMessage: message, cause: refusal });
  switch (refusal.code) {
    case IM_ERRORS.noTrains:
      return new AppError('not_found', refusal.message, {
        userMessage: imRefusalMessages.noTrains,
        cause: refusal,
      });
    case IM_ERRORS.noPlaces:
    case IM_ERRORS.noPlacesAsAsked:
      return new PlacesRefused(refusal.message, imRefusalMessages.noPlaces);
    case IM_ERRORS.saleClosed:
      return conflict(imRefusalMessages.saleClosed);
    case IM_ERRORS.confirmationExpired:
      return conflict(imRefusalMessages.confirmationExpired);
    case IM_ERRORS.useVoid:
      return conflict(imRefusalMessages.useVoid(refusal.params[0] ?? ''));
    case IM_ERRORS.orderNotFound:
      return new AppError('not_found', refusal.message, {
        userMessage: imRefusalMessages.notFound,
        cause: refusal,
      });
    case IM_ERRORS.wrongOrderState:
      return conflict(imRefusalMessages.wrongState);
    case IM_ERRORS.voidExpired:
      return conflict(imRefusalMessages.voidExpired);
    case IM_ERRORS.alreadyReturned:
      return conflict(imRefusalMessages.alreadyReturned);
    case IM_ERRORS.wrongDocument:
      return conflict(imRefusalMessages.wrongDocument);
    case IM_ERRORS.operationInProgress:
      return new RetryLaterError(10, imRefusalMessages.inProgress, 'unavailable');
    case IM_ERRORS.providerFailed:
    case IM_ERRORS.rejected:
      return conflict(imRefusalMessages.refused);
    // The service down, the agent's balance (the operator's to top up), a request refused as
    // malformed (our bug), credentials refused, an unknown code (a supplier's novelty): none is
    // the visitor's to fix.
    default:
      return new SupplierUnavailable(refusal.message);
  }
}
