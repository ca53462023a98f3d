import { z } from 'zod';
import {
  API_BASE,
  apiCalls,
  apiPath,
  type ApiCallRow,
  type ApiName,
  type FileAnswer,
  type JsonAnswerKind,
} from './api-calls.ts';
import { ZAlert, ZAlertIdRequest, ZAlertRequest, ZAlerts, ZUnsubscribeRequest } from './alerts.ts';
import {
  ZActivationRequest,
  ZRegistrationRequest,
  ZResetPasswordConfirmRequest,
  ZResetPasswordRequest,
  ZSetPasswordRequest,
  ZTokenRequest,
  ZTokenResponse,
} from './auth.ts';
import { ZAviaSchemaRequest, ZAviaSchemaResponse } from './avia-schema.ts';
import { ZDayPricesResponse } from './day-prices.ts';
import { ZAltchaChallenge, ZCaptchaConfig } from './captcha.ts';
import {
  ZAviaDetailRequest,
  ZAviaDetailResponse,
  ZBusDetailRequest,
  ZBusDetailResponse,
  ZTrainDetailRequest,
  ZTrainDetailResponse,
} from './detail.ts';
import { alternativesSchema, ZAlternativesParams } from './disruptions.ts';
import { ZFeedbackRequest } from './feedback.ts';
import {
  aviaOrderRequestSchema,
  busOrderRequestSchema,
  trainOrderRequestSchema,
  combinedOrderRequestSchema,
  ZCombinedConfirmState,
  ZAviaConfirmState,
  ZBusConfirmState,
  ZConfirmState,
  ZOrderIdParams,
  ZOrders,
  ZSavedPassengers,
  ZTrainConfirmState,
} from './orders.ts';
import {
  ZOrderIdRequest,
  ZPaymentConfirmRequest,
  ZPaymentConfirmResponse,
  ZPaymentInitResponse,
  ZReturnAmountResponse,
  ZReturnRequest,
  ZTicketBlankParams,
} from './payments.ts';
import { ZRouteIdsRequest, ZSetPhoneRequest, ZSetPhoneResponse, ZUserInfo } from './profile.ts';
import { searchCriteriaSchema } from './search.ts';
import {
  ZCombinedRouteParams,
  ZCombinedRoutesResponse,
  ZCombinedSearchStarted,
  ZLeg,
  ZSearchResponse,
} from './search-results.ts';
import {
  ZCitySuggestions,
  ZCountries,
  ZSuggestRequest,
  ZTransportNodeSuggestions,
} from './suggest.ts';
import { ZTicketCheck, ZTicketCheckParams, ZTicketPublicKey } from './ticket-check.ts';
import { ZTrainSchemaRequest, ZTrainSchemaResponse } from './train-schema.ts';
import { ZNotification } from './yookassa-v3.ts';

/** Answer of calls whose only result is a Russian text to show. */
export const ZMessageResponse = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponse>;

export { API_BASE, apiPath, type ApiName };

interface JsonAnswer extends JsonAnswerKind {
  schema: z.ZodType;
}

export interface ApiCall extends Omit<ApiCallRow, 'answer'> {
  /** What the call does, for the API's documentation. */
  summary: string;
  params?: z.ZodObject;
  body?: z.ZodType;
  answer: JsonAnswer | FileAnswer;
}

type Schemas = { summary: string; params?: z.ZodObject; body?: z.ZodType; answer?: z.ZodType };

/** A call's row with its schemas: the answer's schema joins the row's answer kind. */
function withSchemas<Row extends ApiCallRow, S extends Schemas>(row: Row, schemas: S) {
  const { answer, ...request } = schemas;
  return {
    ...row,
    ...request,
    answer: answer ? { ...row.answer, schema: answer } : row.answer,
  } as Omit<Row, 'answer'> &
    Omit<S, 'answer'> & {
      answer: S['answer'] extends z.ZodType
        ? Row['answer'] & { schema: S['answer'] }
        : Row['answer'];
    };
}

/**
 * SPEC §7 with schemas, one row per call of `apiCalls`. The server registers and documents its
 * routes from this table and the web types its calls by it, so neither can drift from the other.
 */
export const api = {
  refreshToken: withSchemas(apiCalls.refreshToken, {
    summary: 'Новый access-токен по refresh-cookie',
    answer: ZTokenResponse,
  }),
  obtainToken: withSchemas(apiCalls.obtainToken, {
    summary: 'Вход: access-токен и refresh-cookie',
    body: ZTokenRequest,
    answer: ZTokenResponse,
  }),
  blacklistToken: withSchemas(apiCalls.blacklistToken, {
    summary: 'Выход: отзыв refresh-токена из cookie',
    answer: ZMessageResponse,
  }),
  register: withSchemas(apiCalls.register, {
    summary: 'Регистрация; письмо со ссылкой активации',
    body: ZRegistrationRequest,
    answer: ZMessageResponse,
  }),
  activate: withSchemas(apiCalls.activate, {
    summary: 'Активация учётной записи по ссылке из письма',
    body: ZActivationRequest,
    answer: ZMessageResponse,
  }),
  setPassword: withSchemas(apiCalls.setPassword, {
    summary: 'Смена пароля',
    body: ZSetPasswordRequest,
    answer: ZMessageResponse,
  }),
  resetPassword: withSchemas(apiCalls.resetPassword, {
    summary: 'Письмо для сброса пароля',
    body: ZResetPasswordRequest,
    answer: ZMessageResponse,
  }),
  resetPasswordConfirm: withSchemas(apiCalls.resetPasswordConfirm, {
    summary: 'Новый пароль по ссылке из письма',
    body: ZResetPasswordConfirmRequest,
    answer: ZMessageResponse,
  }),
  setPhone: withSchemas(apiCalls.setPhone, {
    summary: 'Телефон для заказов: подставляется в формы заказа',
    body: ZSetPhoneRequest,
    answer: ZSetPhoneResponse,
  }),
  userInfo: withSchemas(apiCalls.userInfo, {
    summary: 'Профиль: данные пользователя и избранное',
    answer: ZUserInfo,
  }),
  searchRoutes: withSchemas(apiCalls.searchRoutes, {
    summary: 'Поиск маршрутов; комбинированные считаются в фоне',
    body: searchCriteriaSchema(),
    answer: ZSearchResponse,
  }),
  searchOldRoutes: withSchemas(apiCalls.searchOldRoutes, {
    summary: 'Поиск маршрутов без комбинированных',
    body: searchCriteriaSchema(),
    answer: ZSearchResponse,
  }),
  dayPrices: withSchemas(apiCalls.dayPrices, {
    summary: 'Самые низкие цены на соседние даты (±3 дня) для ленты цен',
    body: searchCriteriaSchema(),
    answer: ZDayPricesResponse,
  }),
  startCombinedSearch: withSchemas(apiCalls.startCombinedSearch, {
    summary: 'Запуск поиска комбинированных маршрутов',
    body: searchCriteriaSchema(),
    answer: ZCombinedSearchStarted,
  }),
  combinedRoutes: withSchemas(apiCalls.combinedRoutes, {
    summary: 'Комбинированные маршруты: 200 — готовы, 202 — считаются, 204 — устарели',
    params: ZCombinedRouteParams,
    answer: ZCombinedRoutesResponse,
  }),
  searchCity: withSchemas(apiCalls.searchCity, {
    summary: 'Подсказка городов с их вокзалами и аэропортами',
    body: ZSuggestRequest,
    answer: ZCitySuggestions,
  }),
  searchTransportNode: withSchemas(apiCalls.searchTransportNode, {
    summary: 'Подсказка вокзалов, аэропортов и автовокзалов',
    body: ZSuggestRequest,
    answer: ZTransportNodeSuggestions,
  }),
  searchCountry: withSchemas(apiCalls.searchCountry, {
    summary: 'Подсказка стран для гражданства',
    body: ZSuggestRequest,
    answer: ZCountries,
  }),
  addFavorite: withSchemas(apiCalls.addFavorite, {
    summary: 'Добавить маршруты в избранное',
    body: ZRouteIdsRequest,
    answer: ZMessageResponse,
  }),
  deleteFavorite: withSchemas(apiCalls.deleteFavorite, {
    summary: 'Удалить маршруты из избранного',
    body: ZRouteIdsRequest,
    answer: ZMessageResponse,
  }),
  routesByIds: withSchemas(apiCalls.routesByIds, {
    summary: 'Маршруты по их идентификаторам (открыть избранное)',
    body: ZRouteIdsRequest,
    answer: z.array(ZLeg),
  }),
  busDetail: withSchemas(apiCalls.busDetail, {
    summary: 'Подробности автобусного рейса: места, тарифы, схема маршрута',
    body: ZBusDetailRequest,
    answer: ZBusDetailResponse,
  }),
  trainDetail: withSchemas(apiCalls.trainDetail, {
    summary: 'Подробности поезда: вагоны, цены, допустимые документы',
    body: ZTrainDetailRequest,
    answer: ZTrainDetailResponse,
  }),
  aviaDetail: withSchemas(apiCalls.aviaDetail, {
    summary: 'Подробности перелёта: тарифы, услуги, места',
    body: ZAviaDetailRequest,
    answer: ZAviaDetailResponse,
  }),
  trainSchema: withSchemas(apiCalls.trainSchema, {
    summary: 'Схема вагона',
    body: ZTrainSchemaRequest,
    answer: ZTrainSchemaResponse,
  }),
  aviaSchema: withSchemas(apiCalls.aviaSchema, {
    summary: 'Схема салона самолёта',
    body: ZAviaSchemaRequest,
    answer: ZAviaSchemaResponse,
  }),
  createBusOrder: withSchemas(apiCalls.createBusOrder, {
    summary: 'Создание заказа на автобус',
    body: busOrderRequestSchema(),
    answer: ZBusConfirmState,
  }),
  createAviaOrder: withSchemas(apiCalls.createAviaOrder, {
    summary: 'Создание заказа на самолёт',
    body: aviaOrderRequestSchema(),
    answer: ZAviaConfirmState,
  }),
  createTrainOrder: withSchemas(apiCalls.createTrainOrder, {
    summary: 'Создание заказа на поезд',
    body: trainOrderRequestSchema(),
    answer: ZTrainConfirmState,
  }),
  createCombinedOrder: withSchemas(apiCalls.createCombinedOrder, {
    summary: 'Создание заказа на поездку с пересадками целиком: все участки, одна оплата',
    body: combinedOrderRequestSchema(),
    answer: ZCombinedConfirmState,
  }),
  orders: withSchemas(apiCalls.orders, { summary: 'Мои поездки', answer: ZOrders }),
  order: withSchemas(apiCalls.order, {
    summary: 'Заказ пользователя: маршрут, пассажиры, места и срок брони',
    params: ZOrderIdParams,
    answer: ZConfirmState,
  }),
  orderAlternatives: withSchemas(apiCalls.orderAlternatives, {
    summary: 'Поиск других маршрутов той же поездки, когда расписание нарушило заказ',
    params: ZAlternativesParams,
    answer: alternativesSchema(),
  }),
  savedPassengers: withSchemas(apiCalls.savedPassengers, {
    summary: 'Пассажиры прежних заказов, чтобы не вводить их снова',
    answer: ZSavedPassengers,
  }),
  cancelOrder: withSchemas(apiCalls.cancelOrder, {
    summary: 'Отмена неоплаченного заказа',
    body: ZOrderIdRequest,
    answer: ZMessageResponse,
  }),
  initPayment: withSchemas(apiCalls.initPayment, {
    summary: 'Начало оплаты: адрес страницы платёжной системы',
    body: ZOrderIdRequest,
    answer: ZPaymentInitResponse,
  }),
  checkoutPayment: withSchemas(apiCalls.checkoutPayment, {
    summary:
      'Уведомление платёжной системы (YooKassa v3): сайт ничему в нём не верит и спрашивает платёж у системы',
    body: ZNotification,
    answer: ZMessageResponse,
  }),
  confirmPayment: withSchemas(apiCalls.confirmPayment, {
    summary: 'Подтверждение оплаты по коду из адреса возврата',
    body: ZPaymentConfirmRequest,
    answer: ZPaymentConfirmResponse,
  }),
  ticketBlank: withSchemas(apiCalls.ticketBlank, {
    summary: 'Электронный билет (PDF)',
    params: ZTicketBlankParams,
  }),
  returnAmount: withSchemas(apiCalls.returnAmount, {
    summary: 'Сумма к возврату и удержание',
    body: ZReturnRequest,
    answer: ZReturnAmountResponse,
  }),
  returnOrder: withSchemas(apiCalls.returnOrder, {
    summary: 'Возврат билета пассажира',
    body: ZReturnRequest,
    answer: ZMessageResponse,
  }),
  subscribeAlert: withSchemas(apiCalls.subscribeAlert, {
    summary:
      'Сообщить, когда на распроданном рейсе освободится место нужного класса; повтор отвечает тем же оповещением',
    body: ZAlertRequest,
    answer: ZAlert,
  }),
  alerts: withSchemas(apiCalls.alerts, {
    summary: 'Оповещения о местах, которые ещё ждут своего рейса',
    answer: ZAlerts,
  }),
  cancelAlert: withSchemas(apiCalls.cancelAlert, {
    summary: 'Отключить оповещение о месте',
    body: ZAlertIdRequest,
    answer: ZMessageResponse,
  }),
  unsubscribeAlerts: withSchemas(apiCalls.unsubscribeAlerts, {
    summary: 'Отписка по ссылке из письма: отключает все ждущие оповещения её владельца',
    body: ZUnsubscribeRequest,
    answer: ZMessageResponse,
  }),
  feedback: withSchemas(apiCalls.feedback, {
    summary: 'Обращение в поддержку',
    body: ZFeedbackRequest,
    answer: ZMessageResponse,
  }),
  captchaConfig: withSchemas(apiCalls.captchaConfig, {
    summary: 'Какая капча у форм: ALTCHA или Yandex SmartCaptcha',
    answer: ZCaptchaConfig,
  }),
  captchaChallenge: withSchemas(apiCalls.captchaChallenge, {
    summary: 'Новое задание ALTCHA; решение отправляется в поле captcha формы',
    answer: ZAltchaChallenge,
  }),
  ticketPublicKey: withSchemas(apiCalls.ticketPublicKey, {
    summary: 'Открытый ключ Ed25519, которым подписаны QR-коды билетов',
    answer: ZTicketPublicKey,
  }),
  ticketPublicKeyPem: withSchemas(apiCalls.ticketPublicKeyPem, {
    summary: 'Открытый ключ подписи билетов файлом PEM',
  }),
  ticketCheck: withSchemas(apiCalls.ticketCheck, {
    summary: 'Действителен ли билет: действителен, возвращён, отменён или неизвестен',
    params: ZTicketCheckParams,
    answer: ZTicketCheck,
  }),
} as const satisfies { [Name in ApiName]: ApiCall };

type Call<Name extends ApiName> = (typeof api)[Name];

/** What a caller sends: defaulted fields may be left out. */
export type ApiBody<Name extends ApiName> =
  Call<Name> extends { body: infer Body extends z.ZodType } ? z.input<Body> : undefined;
export type ApiParams<Name extends ApiName> =
  Call<Name> extends { params: infer Params extends z.ZodType } ? z.input<Params> : undefined;
/** A file download arrives as a Blob. */
export type ApiResponse<Name extends ApiName> = Call<Name>['answer'] extends {
  kind: 'json';
  schema: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : Blob;
