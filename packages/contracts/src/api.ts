import { z } from 'zod';
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
import { ZRouteIdsRequest, ZUserInfo } from './profile.ts';
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
import { ZTrainSchemaRequest, ZTrainSchemaResponse } from './train-schema.ts';
import { ZNotification } from './yookassa-v3.ts';

/** Every path below is relative to this prefix. */
export const API_BASE = '/api';

/** Answer of calls whose only result is a Russian text to show. */
export const ZMessageResponse = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponse>;

interface JsonAnswer {
  kind: 'json';
  schema: z.ZodType;
  /** Other success statuses, answered with no body. */
  emptyStatuses?: readonly number[];
}

interface FileAnswer {
  kind: 'file';
  mediaType: string;
  fileName: string;
}

export interface ApiCall {
  method: 'GET' | 'POST';
  /** Relative to API_BASE; `:name` marks a path parameter. */
  path: string;
  /** Needs the access token; without one the answer is 401. */
  auth: boolean;
  /** Creates something: the caller sends an `Idempotency-Key` header, and a repeat answers the first result. */
  idempotent?: boolean;
  summary: string;
  params?: z.ZodObject;
  body?: z.ZodType;
  answer: JsonAnswer | FileAnswer;
}

const json = <Schema extends z.ZodType>(schema: Schema) => ({ kind: 'json' as const, schema });
const message = json(ZMessageResponse);

/**
 * SPEC §7, one row per call. The server registers and documents its routes from this table
 * and the web builds its typed fetchers from it, so neither can drift from the other.
 */
export const api = {
  refreshToken: {
    method: 'POST',
    path: '/token/refresh/',
    auth: false,
    summary: 'Новый access-токен по refresh-cookie',
    answer: json(ZTokenResponse),
  },
  obtainToken: {
    method: 'POST',
    path: '/token/',
    auth: false,
    summary: 'Вход: access-токен и refresh-cookie',
    body: ZTokenRequest,
    answer: json(ZTokenResponse),
  },
  blacklistToken: {
    method: 'POST',
    path: '/token/blacklist/',
    auth: false,
    summary: 'Выход: отзыв refresh-токена из cookie',
    answer: message,
  },
  register: {
    method: 'POST',
    path: '/v1/auth/users/',
    auth: false,
    summary: 'Регистрация; письмо со ссылкой активации',
    body: ZRegistrationRequest,
    answer: message,
  },
  activate: {
    method: 'POST',
    path: '/v1/auth/users/activation/',
    auth: false,
    summary: 'Активация учётной записи по ссылке из письма',
    body: ZActivationRequest,
    answer: message,
  },
  setPassword: {
    method: 'POST',
    path: '/v1/auth/users/set_password/',
    auth: true,
    summary: 'Смена пароля',
    body: ZSetPasswordRequest,
    answer: message,
  },
  resetPassword: {
    method: 'POST',
    path: '/v1/auth/users/reset_password/',
    auth: false,
    summary: 'Письмо для сброса пароля',
    body: ZResetPasswordRequest,
    answer: message,
  },
  resetPasswordConfirm: {
    method: 'POST',
    path: '/v1/auth/users/reset_password_confirm/',
    auth: false,
    summary: 'Новый пароль по ссылке из письма',
    body: ZResetPasswordConfirmRequest,
    answer: message,
  },
  userInfo: {
    method: 'GET',
    path: '/v1/get_info',
    auth: true,
    summary: 'Профиль: данные пользователя и избранное',
    answer: json(ZUserInfo),
  },
  searchRoutes: {
    method: 'POST',
    path: '/v1/routes',
    auth: false,
    summary: 'Поиск маршрутов; комбинированные считаются в фоне',
    body: searchCriteriaSchema(),
    answer: json(ZSearchResponse),
  },
  searchOldRoutes: {
    method: 'POST',
    path: '/v1/old_routes',
    auth: false,
    summary: 'Поиск маршрутов без комбинированных',
    body: searchCriteriaSchema(),
    answer: json(ZSearchResponse),
  },
  dayPrices: {
    method: 'POST',
    path: '/v1/day_prices',
    auth: false,
    summary: 'Самые низкие цены на соседние даты (±3 дня) для ленты цен',
    body: searchCriteriaSchema(),
    answer: json(ZDayPricesResponse),
  },
  startCombinedSearch: {
    method: 'POST',
    path: '/v1/combined_routes',
    auth: false,
    summary: 'Запуск поиска комбинированных маршрутов',
    body: searchCriteriaSchema(),
    answer: json(ZCombinedSearchStarted),
  },
  combinedRoutes: {
    method: 'GET',
    path: '/v1/combined_routes/:id',
    auth: false,
    summary: 'Комбинированные маршруты: 200 — готовы, 202 — считаются, 204 — устарели',
    params: ZCombinedRouteParams,
    answer: { ...json(ZCombinedRoutesResponse), emptyStatuses: [202, 204] },
  },
  searchCity: {
    method: 'POST',
    path: '/v1/search_city',
    auth: false,
    summary: 'Подсказка городов с их вокзалами и аэропортами',
    body: ZSuggestRequest,
    answer: json(ZCitySuggestions),
  },
  searchTransportNode: {
    method: 'POST',
    path: '/v1/search_transport_node',
    auth: false,
    summary: 'Подсказка вокзалов, аэропортов и автовокзалов',
    body: ZSuggestRequest,
    answer: json(ZTransportNodeSuggestions),
  },
  searchCountry: {
    method: 'POST',
    path: '/v1/search_country',
    auth: false,
    summary: 'Подсказка стран для гражданства',
    body: ZSuggestRequest,
    answer: json(ZCountries),
  },
  addFavorite: {
    method: 'POST',
    path: '/v1/favorite',
    auth: true,
    summary: 'Добавить маршруты в избранное',
    body: ZRouteIdsRequest,
    answer: message,
  },
  deleteFavorite: {
    method: 'POST',
    path: '/v1/delete_favorite',
    auth: true,
    summary: 'Удалить маршруты из избранного',
    body: ZRouteIdsRequest,
    answer: message,
  },
  routesByIds: {
    method: 'POST',
    path: '/v1/get_detail_info',
    auth: false,
    summary: 'Маршруты по их идентификаторам (открыть избранное)',
    body: ZRouteIdsRequest,
    answer: json(z.array(ZLeg)),
  },
  busDetail: {
    method: 'POST',
    path: '/v1/bus_detail',
    auth: false,
    summary: 'Подробности автобусного рейса: места, тарифы, схема маршрута',
    body: ZBusDetailRequest,
    answer: json(ZBusDetailResponse),
  },
  trainDetail: {
    method: 'POST',
    path: '/v1/train_detail',
    auth: false,
    summary: 'Подробности поезда: вагоны, цены, допустимые документы',
    body: ZTrainDetailRequest,
    answer: json(ZTrainDetailResponse),
  },
  aviaDetail: {
    method: 'POST',
    path: '/v1/avia_detail',
    auth: false,
    summary: 'Подробности перелёта: тарифы, услуги, места',
    body: ZAviaDetailRequest,
    answer: json(ZAviaDetailResponse),
  },
  trainSchema: {
    method: 'POST',
    path: '/v1/train_schema',
    auth: false,
    summary: 'Схема вагона',
    body: ZTrainSchemaRequest,
    answer: json(ZTrainSchemaResponse),
  },
  aviaSchema: {
    method: 'POST',
    path: '/v1/avia_schema',
    auth: false,
    summary: 'Схема салона самолёта',
    body: ZAviaSchemaRequest,
    answer: json(ZAviaSchemaResponse),
  },
  createBusOrder: {
    method: 'POST',
    path: '/v1/payment/create/bus/',
    auth: true,
    summary: 'Создание заказа на автобус',
    idempotent: true,
    body: busOrderRequestSchema(),
    answer: json(ZBusConfirmState),
  },
  createAviaOrder: {
    method: 'POST',
    path: '/v1/payment/create/avia/',
    auth: true,
    summary: 'Создание заказа на самолёт',
    idempotent: true,
    body: aviaOrderRequestSchema(),
    answer: json(ZAviaConfirmState),
  },
  createTrainOrder: {
    method: 'POST',
    path: '/v1/payment/create/train/',
    auth: true,
    summary: 'Создание заказа на поезд',
    idempotent: true,
    body: trainOrderRequestSchema(),
    answer: json(ZTrainConfirmState),
  },
  createCombinedOrder: {
    method: 'POST',
    path: '/v1/payment/create/combined/',
    auth: true,
    summary: 'Создание заказа на поездку с пересадками целиком: все участки, одна оплата',
    idempotent: true,
    body: combinedOrderRequestSchema(),
    answer: json(ZCombinedConfirmState),
  },
  orders: {
    method: 'GET',
    path: '/v1/payment/all/',
    auth: true,
    summary: 'Мои поездки',
    answer: json(ZOrders),
  },
  order: {
    method: 'GET',
    path: '/v1/payment/order/:orderId',
    auth: true,
    summary: 'Заказ пользователя: маршрут, пассажиры, места и срок брони',
    params: ZOrderIdParams,
    answer: json(ZConfirmState),
  },
  orderAlternatives: {
    method: 'GET',
    path: '/v1/payment/order/:orderId/alternatives',
    auth: true,
    summary: 'Поиск других маршрутов той же поездки, когда расписание нарушило заказ',
    params: ZAlternativesParams,
    answer: json(alternativesSchema()),
  },
  savedPassengers: {
    method: 'GET',
    path: '/v1/payment/passengers/',
    auth: true,
    summary: 'Пассажиры прежних заказов, чтобы не вводить их снова',
    answer: json(ZSavedPassengers),
  },
  cancelOrder: {
    method: 'POST',
    path: '/v1/payment/cancel/',
    auth: true,
    summary: 'Отмена неоплаченного заказа',
    body: ZOrderIdRequest,
    answer: message,
  },
  initPayment: {
    method: 'POST',
    path: '/v1/payment/init/',
    auth: true,
    summary: 'Начало оплаты: адрес страницы платёжной системы',
    body: ZOrderIdRequest,
    answer: json(ZPaymentInitResponse),
  },
  checkoutPayment: {
    method: 'POST',
    path: '/v1/payment/checkout/',
    auth: false,
    summary:
      'Уведомление платёжной системы (YooKassa v3): сайт ничему в нём не верит и спрашивает платёж у системы',
    body: ZNotification,
    answer: message,
  },
  confirmPayment: {
    method: 'POST',
    path: '/v1/payment/confirm/',
    auth: true,
    summary: 'Подтверждение оплаты по коду из адреса возврата',
    body: ZPaymentConfirmRequest,
    answer: json(ZPaymentConfirmResponse),
  },
  ticketBlank: {
    method: 'GET',
    path: '/v1/payment/blank/:orderId',
    auth: true,
    summary: 'Электронный билет (PDF)',
    params: ZTicketBlankParams,
    answer: { kind: 'file', mediaType: 'application/pdf', fileName: 'ticket.pdf' },
  },
  returnAmount: {
    method: 'POST',
    path: '/v1/payment/return/amount',
    auth: true,
    summary: 'Сумма к возврату и удержание',
    body: ZReturnRequest,
    answer: json(ZReturnAmountResponse),
  },
  returnOrder: {
    method: 'POST',
    path: '/v1/payment/return/',
    auth: true,
    summary: 'Возврат билета пассажира',
    body: ZReturnRequest,
    answer: message,
  },
  subscribeAlert: {
    method: 'POST',
    path: '/v1/alerts/',
    auth: true,
    summary:
      'Сообщить, когда на распроданном рейсе освободится место нужного класса; повтор отвечает тем же оповещением',
    idempotent: true,
    body: ZAlertRequest,
    answer: json(ZAlert),
  },
  alerts: {
    method: 'GET',
    path: '/v1/alerts/',
    auth: true,
    summary: 'Оповещения о местах, которые ещё ждут своего рейса',
    answer: json(ZAlerts),
  },
  cancelAlert: {
    method: 'POST',
    path: '/v1/alerts/cancel/',
    auth: true,
    summary: 'Отключить оповещение о месте',
    body: ZAlertIdRequest,
    answer: message,
  },
  unsubscribeAlerts: {
    method: 'POST',
    path: '/v1/alerts/unsubscribe/',
    auth: false,
    summary: 'Отписка по ссылке из письма: отключает все ждущие оповещения её владельца',
    body: ZUnsubscribeRequest,
    answer: message,
  },
  feedback: {
    method: 'POST',
    path: '/v1/feedback',
    auth: false,
    summary: 'Обращение в поддержку',
    body: ZFeedbackRequest,
    answer: message,
  },
  captchaConfig: {
    method: 'GET',
    path: '/v1/captcha/config',
    auth: false,
    summary: 'Какая капча у форм: ALTCHA или Yandex SmartCaptcha',
    answer: json(ZCaptchaConfig),
  },
  captchaChallenge: {
    method: 'GET',
    path: '/v1/captcha/challenge',
    auth: false,
    summary: 'Новое задание ALTCHA; решение отправляется в поле captcha формы',
    answer: json(ZAltchaChallenge),
  },
} as const satisfies Record<string, ApiCall>;

export type ApiName = keyof typeof api;
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

/** Fills `:name` placeholders; throws on a missing one, since the call would hit another route. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
