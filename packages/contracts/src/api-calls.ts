/**
 * SPEC §7, one row per call, without its schemas: how a call is made (method, path, token,
 * idempotency) and what kind of answer it gets. The web's client works from this table alone,
 * so a screen that only calls the API goes without zod; `api.ts` adds each row's schemas for
 * the server, which checks requests and answers by them.
 */

import type { ErrorCode } from './errors.ts';

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
  answer: JsonAnswerKind | FileAnswer;
  /**
   * The errors the call's own work may answer. Those every call of its kind may answer — 401
   * of a call that needs sign-in, 400 of a request with a body or a path parameter — are added
   * by `api-answers.ts`, which says every status a call can answer.
   */
  errors?: readonly ErrorCode[];
}

const JSON_ANSWER = { kind: 'json' } as const;

export const apiCalls = {
  refreshToken: {
    method: 'POST',
    path: '/token/refresh/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['forbidden', 'unauthorized'],
  },
  obtainToken: {
    method: 'POST',
    path: '/token/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['forbidden', 'unauthorized', 'rate_limited'],
  },
  blacklistToken: {
    method: 'POST',
    path: '/token/blacklist/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['forbidden'],
  },
  register: {
    method: 'POST',
    path: '/v1/auth/users/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  activate: {
    method: 'POST',
    path: '/v1/auth/users/activation/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  setPassword: {
    method: 'POST',
    path: '/v1/auth/users/set_password/',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  resetPassword: {
    method: 'POST',
    path: '/v1/auth/users/reset_password/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  resetPasswordConfirm: {
    method: 'POST',
    path: '/v1/auth/users/reset_password_confirm/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  setPhone: {
    method: 'POST',
    path: '/v1/auth/users/set_phone/',
    auth: true,
    answer: JSON_ANSWER,
  },
  userInfo: {
    method: 'GET',
    path: '/v1/get_info',
    auth: true,
    answer: JSON_ANSWER,
  },
  searchRoutes: {
    method: 'POST',
    path: '/v1/routes',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  searchOldRoutes: {
    method: 'POST',
    path: '/v1/old_routes',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  dayPrices: {
    method: 'POST',
    path: '/v1/day_prices',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  startCombinedSearch: {
    method: 'POST',
    path: '/v1/combined_routes',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  combinedRoutes: {
    method: 'GET',
    path: '/v1/combined_routes/:id',
    auth: false,
    answer: { kind: 'json', emptyStatuses: [202, 204] },
    errors: ['rate_limited'],
  },
  searchCity: {
    method: 'POST',
    path: '/v1/search_city',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  searchTransportNode: {
    method: 'POST',
    path: '/v1/search_transport_node',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  searchCountry: {
    method: 'POST',
    path: '/v1/search_country',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  addFavorite: {
    method: 'POST',
    path: '/v1/favorite',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  deleteFavorite: {
    method: 'POST',
    path: '/v1/delete_favorite',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found'],
  },
  routesByIds: {
    method: 'POST',
    path: '/v1/get_detail_info',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited', 'not_found'],
  },
  busDetail: {
    method: 'POST',
    path: '/v1/bus_detail',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited', 'not_found'],
  },
  trainDetail: {
    method: 'POST',
    path: '/v1/train_detail',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited', 'not_found'],
  },
  aviaDetail: {
    method: 'POST',
    path: '/v1/avia_detail',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited', 'not_found'],
  },
  trainSchema: {
    method: 'POST',
    path: '/v1/train_schema',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited', 'not_found'],
  },
  aviaSchema: {
    method: 'POST',
    path: '/v1/avia_schema',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited', 'not_found'],
  },
  createBusOrder: {
    method: 'POST',
    path: '/v1/payment/create/bus/',
    auth: true,
    idempotent: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  createAviaOrder: {
    method: 'POST',
    path: '/v1/payment/create/avia/',
    auth: true,
    idempotent: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  createTrainOrder: {
    method: 'POST',
    path: '/v1/payment/create/train/',
    auth: true,
    idempotent: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  createCombinedOrder: {
    method: 'POST',
    path: '/v1/payment/create/combined/',
    auth: true,
    idempotent: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  orders: {
    method: 'GET',
    path: '/v1/payment/all/',
    auth: true,
    answer: JSON_ANSWER,
  },
  order: {
    method: 'GET',
    path: '/v1/payment/order/:orderId',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found'],
  },
  orderAlternatives: {
    method: 'GET',
    path: '/v1/payment/order/:orderId/alternatives',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found'],
  },
  savedPassengers: {
    method: 'GET',
    path: '/v1/payment/passengers/',
    auth: true,
    answer: JSON_ANSWER,
  },
  cancelOrder: {
    method: 'POST',
    path: '/v1/payment/cancel/',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  initPayment: {
    method: 'POST',
    path: '/v1/payment/init/',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  checkoutPayment: {
    method: 'POST',
    path: '/v1/payment/checkout/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['forbidden'],
  },
  confirmPayment: {
    method: 'POST',
    path: '/v1/payment/confirm/',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict', 'payment_pending'],
  },
  ticketBlank: {
    method: 'GET',
    path: '/v1/payment/blank/:orderId',
    auth: true,
    answer: { kind: 'file', mediaType: 'application/pdf', fileName: 'ticket.pdf' },
    errors: ['not_found', 'conflict'],
  },
  returnAmount: {
    method: 'POST',
    path: '/v1/payment/return/amount',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  returnOrder: {
    method: 'POST',
    path: '/v1/payment/return/',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  subscribeAlert: {
    method: 'POST',
    path: '/v1/alerts/',
    auth: true,
    idempotent: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  alerts: {
    method: 'GET',
    path: '/v1/alerts/',
    auth: true,
    answer: JSON_ANSWER,
  },
  cancelAlert: {
    method: 'POST',
    path: '/v1/alerts/cancel/',
    auth: true,
    answer: JSON_ANSWER,
    errors: ['not_found', 'conflict'],
  },
  unsubscribeAlerts: {
    method: 'POST',
    path: '/v1/alerts/unsubscribe/',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['not_found'],
  },
  feedback: {
    method: 'POST',
    path: '/v1/feedback',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
  },
  captchaConfig: {
    method: 'GET',
    path: '/v1/captcha/config',
    auth: false,
    answer: JSON_ANSWER,
  },
  captchaChallenge: {
    method: 'GET',
    path: '/v1/captcha/challenge',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['not_found'],
  },
  ticketPublicKey: {
    method: 'GET',
    path: '/v1/tickets/public-key',
    auth: false,
    answer: JSON_ANSWER,
  },
  ticketPublicKeyPem: {
    method: 'GET',
    path: '/v1/tickets/public-key.pem',
    auth: false,
    answer: {
      kind: 'file',
      mediaType: 'application/x-pem-file',
      fileName: 'peresadka-tickets.pem',
    },
  },
  ticketCheck: {
    method: 'GET',
    path: '/v1/tickets/check/:number',
    auth: false,
    answer: JSON_ANSWER,
    errors: ['rate_limited'],
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
