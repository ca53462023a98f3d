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

/** Answer of calls whose only result is a Russian text to show. */
export const ZMessageResponse = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponse>;

export { API_BASE, apiPath, type ApiName };

interface JsonAnswer extends JsonAnswerKind {
  schema: z.ZodType;
}

export interface ApiCall extends Omit<ApiCallRow, 'answer'> {
  params?: z.ZodObject;
  body?: z.ZodType;
  answer: JsonAnswer | FileAnswer;
}

type Schemas = { params?: z.ZodObject; body?: z.ZodType; answer?: z.ZodType };

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
  refreshToken: withSchemas(apiCalls.refreshToken, { answer: ZTokenResponse }),
  obtainToken: withSchemas(apiCalls.obtainToken, { body: ZTokenRequest, answer: ZTokenResponse }),
  blacklistToken: withSchemas(apiCalls.blacklistToken, { answer: ZMessageResponse }),
  register: withSchemas(apiCalls.register, {
    body: ZRegistrationRequest,
    answer: ZMessageResponse,
  }),
  activate: withSchemas(apiCalls.activate, { body: ZActivationRequest, answer: ZMessageResponse }),
  setPassword: withSchemas(apiCalls.setPassword, {
    body: ZSetPasswordRequest,
    answer: ZMessageResponse,
  }),
  resetPassword: withSchemas(apiCalls.resetPassword, {
    body: ZResetPasswordRequest,
    answer: ZMessageResponse,
  }),
  resetPasswordConfirm: withSchemas(apiCalls.resetPasswordConfirm, {
    body: ZResetPasswordConfirmRequest,
    answer: ZMessageResponse,
  }),
  userInfo: withSchemas(apiCalls.userInfo, { answer: ZUserInfo }),
  searchRoutes: withSchemas(apiCalls.searchRoutes, {
    body: searchCriteriaSchema(),
    answer: ZSearchResponse,
  }),
  searchOldRoutes: withSchemas(apiCalls.searchOldRoutes, {
    body: searchCriteriaSchema(),
    answer: ZSearchResponse,
  }),
  dayPrices: withSchemas(apiCalls.dayPrices, {
    body: searchCriteriaSchema(),
    answer: ZDayPricesResponse,
  }),
  startCombinedSearch: withSchemas(apiCalls.startCombinedSearch, {
    body: searchCriteriaSchema(),
    answer: ZCombinedSearchStarted,
  }),
  combinedRoutes: withSchemas(apiCalls.combinedRoutes, {
    params: ZCombinedRouteParams,
    answer: ZCombinedRoutesResponse,
  }),
  searchCity: withSchemas(apiCalls.searchCity, { body: ZSuggestRequest, answer: ZCitySuggestions }),
  searchTransportNode: withSchemas(apiCalls.searchTransportNode, {
    body: ZSuggestRequest,
    answer: ZTransportNodeSuggestions,
  }),
  searchCountry: withSchemas(apiCalls.searchCountry, { body: ZSuggestRequest, answer: ZCountries }),
  addFavorite: withSchemas(apiCalls.addFavorite, {
    body: ZRouteIdsRequest,
    answer: ZMessageResponse,
  }),
  deleteFavorite: withSchemas(apiCalls.deleteFavorite, {
    body: ZRouteIdsRequest,
    answer: ZMessageResponse,
  }),
  routesByIds: withSchemas(apiCalls.routesByIds, { body: ZRouteIdsRequest, answer: z.array(ZLeg) }),
  busDetail: withSchemas(apiCalls.busDetail, {
    body: ZBusDetailRequest,
    answer: ZBusDetailResponse,
  }),
  trainDetail: withSchemas(apiCalls.trainDetail, {
    body: ZTrainDetailRequest,
    answer: ZTrainDetailResponse,
  }),
  aviaDetail: withSchemas(apiCalls.aviaDetail, {
    body: ZAviaDetailRequest,
    answer: ZAviaDetailResponse,
  }),
  trainSchema: withSchemas(apiCalls.trainSchema, {
    body: ZTrainSchemaRequest,
    answer: ZTrainSchemaResponse,
  }),
  aviaSchema: withSchemas(apiCalls.aviaSchema, {
    body: ZAviaSchemaRequest,
    answer: ZAviaSchemaResponse,
  }),
  createBusOrder: withSchemas(apiCalls.createBusOrder, {
    body: busOrderRequestSchema(),
    answer: ZBusConfirmState,
  }),
  createAviaOrder: withSchemas(apiCalls.createAviaOrder, {
    body: aviaOrderRequestSchema(),
    answer: ZAviaConfirmState,
  }),
  createTrainOrder: withSchemas(apiCalls.createTrainOrder, {
    body: trainOrderRequestSchema(),
    answer: ZTrainConfirmState,
  }),
  createCombinedOrder: withSchemas(apiCalls.createCombinedOrder, {
    body: combinedOrderRequestSchema(),
    answer: ZCombinedConfirmState,
  }),
  orders: withSchemas(apiCalls.orders, { answer: ZOrders }),
  order: withSchemas(apiCalls.order, { params: ZOrderIdParams, answer: ZConfirmState }),
  orderAlternatives: withSchemas(apiCalls.orderAlternatives, {
    params: ZAlternativesParams,
    answer: alternativesSchema(),
  }),
  savedPassengers: withSchemas(apiCalls.savedPassengers, { answer: ZSavedPassengers }),
  cancelOrder: withSchemas(apiCalls.cancelOrder, {
    body: ZOrderIdRequest,
    answer: ZMessageResponse,
  }),
  initPayment: withSchemas(apiCalls.initPayment, {
    body: ZOrderIdRequest,
    answer: ZPaymentInitResponse,
  }),
  checkoutPayment: withSchemas(apiCalls.checkoutPayment, {
    body: ZNotification,
    answer: ZMessageResponse,
  }),
  confirmPayment: withSchemas(apiCalls.confirmPayment, {
    body: ZPaymentConfirmRequest,
    answer: ZPaymentConfirmResponse,
  }),
  ticketBlank: withSchemas(apiCalls.ticketBlank, { params: ZTicketBlankParams }),
  returnAmount: withSchemas(apiCalls.returnAmount, {
    body: ZReturnRequest,
    answer: ZReturnAmountResponse,
  }),
  returnOrder: withSchemas(apiCalls.returnOrder, {
    body: ZReturnRequest,
    answer: ZMessageResponse,
  }),
  subscribeAlert: withSchemas(apiCalls.subscribeAlert, { body: ZAlertRequest, answer: ZAlert }),
  alerts: withSchemas(apiCalls.alerts, { answer: ZAlerts }),
  cancelAlert: withSchemas(apiCalls.cancelAlert, {
    body: ZAlertIdRequest,
    answer: ZMessageResponse,
  }),
  unsubscribeAlerts: withSchemas(apiCalls.unsubscribeAlerts, {
    body: ZUnsubscribeRequest,
    answer: ZMessageResponse,
  }),
  feedback: withSchemas(apiCalls.feedback, { body: ZFeedbackRequest, answer: ZMessageResponse }),
  captchaConfig: withSchemas(apiCalls.captchaConfig, { answer: ZCaptchaConfig }),
  captchaChallenge: withSchemas(apiCalls.captchaChallenge, { answer: ZAltchaChallenge }),
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
