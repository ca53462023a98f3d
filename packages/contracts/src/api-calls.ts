/**
 * SPEC §7, one row per call, without its schemas: how a call is made (method, path, token,
 * idempotency) and what kind of answer it gets. The web's client works from this table alone,
 * so a screen that only calls the API goes without zod; `api.ts` adds each row's schemas for
 * the server, which checks requests and answers by them.
 */

/** Every path below is relative to this prefix. */
export const API_BASE = '/api';

/** The header a call that creates something carries, so a repeat makes nothing twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface JsonAnswerKind {
  kind: 'json';
  /** Other success statuses, answered with no body. */
  emptyStatuses?: readonly number[];
}

export interface FileAnswer {
  kind: 'file';
  mediaType: string;
  fileName: string;
}

export interface ApiCallRow {
  method: 'GET' | 'POST';
  /** Relative to API_BASE; `:name` marks a path parameter. */
  path: string;
  /** Needs the access token; without one the answer is 401. */
  auth: boolean;
  /** Creates something: the caller sends an `Idempotency-Key` header, and a repeat answers the first result. */
  idempotent?: boolean;
  summary: string;
  answer: JsonAnswerKind | FileAnswer;
}

const JSON_ANSWER = { kind: 'json' } as const;

export const apiCalls = {
  refreshToken: {
    method: 'POST',
    path: '/token/refresh/',
    auth: false,
    summary: 'Новый access-токен по refresh-cookie',
    answer: JSON_ANSWER,
  },
  obtainToken: {
    method: 'POST',
    path: '/token/',
    auth: false,
    summary: 'Вход: access-токен и refresh-cookie',
    answer: JSON_ANSWER,
  },
  blacklistToken: {
    method: 'POST',
    path: '/token/blacklist/',
    auth: false,
    summary: 'Выход: отзыв refresh-токена из cookie',
    answer: JSON_ANSWER,
  },
  register: {
    method: 'POST',
    path: '/v1/auth/users/',
    auth: false,
    summary: 'Регистрация; письмо со ссылкой активации',
    answer: JSON_ANSWER,
  },
  activate: {
    method: 'POST',
    path: '/v1/auth/users/activation/',
    auth: false,
    summary: 'Активация учётной записи по ссылке из письма',
    answer: JSON_ANSWER,
  },
  setPassword: {
    method: 'POST',
    path: '/v1/auth/users/set_password/',
    auth: true,
    summary: 'Смена пароля',
    answer: JSON_ANSWER,
  },
  resetPassword: {
    method: 'POST',
    path: '/v1/auth/users/reset_password/',
    auth: false,
    summary: 'Письмо для сброса пароля',
    answer: JSON_ANSWER,
  },
  resetPasswordConfirm: {
    method: 'POST',
    path: '/v1/auth/users/reset_password_confirm/',
    auth: false,
    summary: 'Новый пароль по ссылке из письма',
    answer: JSON_ANSWER,
  },
  userInfo: {
    method: 'GET',
    path: '/v1/get_info',
    auth: true,
    summary: 'Профиль: данные пользователя и избранное',
    answer: JSON_ANSWER,
  },
  searchRoutes: {
    method: 'POST',
    path: '/v1/routes',
    auth: false,
    summary: 'Поиск маршрутов; комбинированные считаются в фоне',
    answer: JSON_ANSWER,
  },
  searchOldRoutes: {
    method: 'POST',
    path: '/v1/old_routes',
    auth: false,
    summary: 'Поиск маршрутов без комбинированных',
    answer: JSON_ANSWER,
  },
  dayPrices: {
    method: 'POST',
    path: '/v1/day_prices',
    auth: false,
    summary: 'Самые низкие цены на соседние даты (±3 дня) для ленты цен',
    answer: JSON_ANSWER,
  },
  startCombinedSearch: {
    method: 'POST',
    path: '/v1/combined_routes',
    auth: false,
    summary: 'Запуск поиска комбинированных маршрутов',
    answer: JSON_ANSWER,
  },
  combinedRoutes: {
    method: 'GET',
    path: '/v1/combined_routes/:id',
    auth: false,
    summary: 'Комбинированные маршруты: 200 — готовы, 202 — считаются, 204 — устарели',
    answer: { kind: 'json', emptyStatuses: [202, 204] },
  },
  searchCity: {
    method: 'POST',
    path: '/v1/search_city',
    auth: false,
    summary: 'Подсказка городов с их вокзалами и аэропортами',
    answer: JSON_ANSWER,
  },
  searchTransportNode: {
    method: 'POST',
    path: '/v1/search_transport_node',
    auth: false,
    summary: 'Подсказка вокзалов, аэропортов и автовокзалов',
    answer: JSON_ANSWER,
  },
  searchCountry: {
    method: 'POST',
    path: '/v1/search_country',
    auth: false,
    summary: 'Подсказка стран для гражданства',
    answer: JSON_ANSWER,
  },
  addFavorite: {
    method: 'POST',
    path: '/v1/favorite',
    auth: true,
    summary: 'Добавить маршруты в избранное',
    answer: JSON_ANSWER,
  },
  deleteFavorite: {
    method: 'POST',
    path: '/v1/delete_favorite',
    auth: true,
    summary: 'Удалить маршруты из избранного',
    answer: JSON_ANSWER,
  },
  routesByIds: {
    method: 'POST',
    path: '/v1/get_detail_info',
    auth: false,
    summary: 'Маршруты по их идентификаторам (открыть избранное)',
    answer: JSON_ANSWER,
  },
  busDetail: {
    method: 'POST',
    path: '/v1/bus_detail',
    auth: false,
    summary: 'Подробности автобусного рейса: места, тарифы, схема маршрута',
    answer: JSON_ANSWER,
  },
  trainDetail: {
    method: 'POST',
    path: '/v1/train_detail',
    auth: false,
    summary: 'Подробности поезда: вагоны, цены, допустимые документы',
    answer: JSON_ANSWER,
  },
  aviaDetail: {
    method: 'POST',
    path: '/v1/avia_detail',
    auth: false,
    summary: 'Подробности перелёта: тарифы, услуги, места',
    answer: JSON_ANSWER,
  },
  trainSchema: {
    method: 'POST',
    path: '/v1/train_schema',
    auth: false,
    summary: 'Схема вагона',
    answer: JSON_ANSWER,
  },
  aviaSchema: {
    method: 'POST',
    path: '/v1/avia_schema',
    auth: false,
    summary: 'Схема салона самолёта',
    answer: JSON_ANSWER,
  },
  createBusOrder: {
    method: 'POST',
    path: '/v1/payment/create/bus/',
    auth: true,
    summary: 'Создание заказа на автобус',
    idempotent: true,
    answer: JSON_ANSWER,
  },
  createAviaOrder: {
    method: 'POST',
    path: '/v1/payment/create/avia/',
    auth: true,
    summary: 'Создание заказа на самолёт',
    idempotent: true,
    answer: JSON_ANSWER,
  },
  createTrainOrder: {
    method: 'POST',
    path: '/v1/payment/create/train/',
    auth: true,
    summary: 'Создание заказа на поезд',
    idempotent: true,
    answer: JSON_ANSWER,
  },
  createCombinedOrder: {
    method: 'POST',
    path: '/v1/payment/create/combined/',
    auth: true,
    summary: 'Создание заказа на поездку с пересадками целиком: все участки, одна оплата',
    idempotent: true,
    answer: JSON_ANSWER,
  },
  orders: {
    method: 'GET',
    path: '/v1/payment/all/',
    auth: true,
    summary: 'Мои поездки',
    answer: JSON_ANSWER,
  },
  order: {
    method: 'GET',
    path: '/v1/payment/order/:orderId',
    auth: true,
    summary: 'Заказ пользователя: маршрут, пассажиры, места и срок брони',
    answer: JSON_ANSWER,
  },
  orderAlternatives: {
    method: 'GET',
    path: '/v1/payment/order/:orderId/alternatives',
    auth: true,
    summary: 'Поиск других маршрутов той же поездки, когда расписание нарушило заказ',
    answer: JSON_ANSWER,
  },
  savedPassengers: {
    method: 'GET',
    path: '/v1/payment/passengers/',
    auth: true,
    summary: 'Пассажиры прежних заказов, чтобы не вводить их снова',
    answer: JSON_ANSWER,
  },
  cancelOrder: {
    method: 'POST',
    path: '/v1/payment/cancel/',
    auth: true,
    summary: 'Отмена неоплаченного заказа',
    answer: JSON_ANSWER,
  },
  initPayment: {
    method: 'POST',
    path: '/v1/payment/init/',
    auth: true,
    summary: 'Начало оплаты: адрес страницы платёжной системы',
    answer: JSON_ANSWER,
  },
  checkoutPayment: {
    method: 'POST',
    path: '/v1/payment/checkout/',
    auth: false,
    summary:
      'Уведомление платёжной системы (YooKassa v3): сайт ничему в нём не верит и спрашивает платёж у системы',
    answer: JSON_ANSWER,
  },
  confirmPayment: {
    method: 'POST',
    path: '/v1/payment/confirm/',
    auth: true,
    summary: 'Подтверждение оплаты по коду из адреса возврата',
    answer: JSON_ANSWER,
  },
  ticketBlank: {
    method: 'GET',
    path: '/v1/payment/blank/:orderId',
    auth: true,
    summary: 'Электронный билет (PDF)',
    answer: { kind: 'file', mediaType: 'application/pdf', fileName: 'ticket.pdf' },
  },
  returnAmount: {
    method: 'POST',
    path: '/v1/payment/return/amount',
    auth: true,
    summary: 'Сумма к возврату и удержание',
    answer: JSON_ANSWER,
  },
  returnOrder: {
    method: 'POST',
    path: '/v1/payment/return/',
    auth: true,
    summary: 'Возврат билета пассажира',
    answer: JSON_ANSWER,
  },
  subscribeAlert: {
    method: 'POST',
    path: '/v1/alerts/',
    auth: true,
    summary:
      'Сообщить, когда на распроданном рейсе освободится место нужного класса; повтор отвечает тем же оповещением',
    idempotent: true,
    answer: JSON_ANSWER,
  },
  alerts: {
    method: 'GET',
    path: '/v1/alerts/',
    auth: true,
    summary: 'Оповещения о местах, которые ещё ждут своего рейса',
    answer: JSON_ANSWER,
  },
  cancelAlert: {
    method: 'POST',
    path: '/v1/alerts/cancel/',
    auth: true,
    summary: 'Отключить оповещение о месте',
    answer: JSON_ANSWER,
  },
  unsubscribeAlerts: {
    method: 'POST',
    path: '/v1/alerts/unsubscribe/',
    auth: false,
    summary: 'Отписка по ссылке из письма: отключает все ждущие оповещения её владельца',
    answer: JSON_ANSWER,
  },
  feedback: {
    method: 'POST',
    path: '/v1/feedback',
    auth: false,
    summary: 'Обращение в поддержку',
    answer: JSON_ANSWER,
  },
  captchaConfig: {
    method: 'GET',
    path: '/v1/captcha/config',
    auth: false,
    summary: 'Какая капча у форм: ALTCHA или Yandex SmartCaptcha',
    answer: JSON_ANSWER,
  },
  captchaChallenge: {
    method: 'GET',
    path: '/v1/captcha/challenge',
    auth: false,
    summary: 'Новое задание ALTCHA; решение отправляется в поле captcha формы',
    answer: JSON_ANSWER,
  },
} as const satisfies Record<string, ApiCallRow>;

export type ApiName = keyof typeof apiCalls;

/** Fills `:name` placeholders; throws on a missing one, since the call would hit another route. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
