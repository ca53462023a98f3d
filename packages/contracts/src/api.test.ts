import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { api, apiPath, type ApiCall } from './api.ts';

const calls: [string, ApiCall][] = Object.entries(api);

describe('api table', () => {
  it('lists every call of SPEC §7 with its method and path', () => {
    expect(
      Object.fromEntries(calls.map(([name, call]) => [name, `${call.method} ${call.path}`])),
    ).toEqual({
      refreshToken: 'POST /token/refresh/',
      obtainToken: 'POST /token/',
      blacklistToken: 'POST /token/blacklist/',
      register: 'POST /v1/auth/users/',
      activate: 'POST /v1/auth/users/activation/',
      setPassword: 'POST /v1/auth/users/set_password/',
      resetPassword: 'POST /v1/auth/users/reset_password/',
      resetPasswordConfirm: 'POST /v1/auth/users/reset_password_confirm/',
      setPhone: 'POST /v1/auth/users/set_phone/',
      userInfo: 'GET /v1/get_info',
      searchRoutes: 'POST /v1/routes',
      searchOldRoutes: 'POST /v1/old_routes',
      dayPrices: 'POST /v1/day_prices',
      startCombinedSearch: 'POST /v1/combined_routes',
      combinedRoutes: 'GET /v1/combined_routes/:id',
      searchCity: 'POST /v1/search_city',
      searchTransportNode: 'POST /v1/search_transport_node',
      searchCountry: 'POST /v1/search_country',
      addFavorite: 'POST /v1/favorite',
      deleteFavorite: 'POST /v1/delete_favorite',
      routesByIds: 'POST /v1/get_detail_info',
      busDetail: 'POST /v1/bus_detail',
      trainDetail: 'POST /v1/train_detail',
      aviaDetail: 'POST /v1/avia_detail',
      trainSchema: 'POST /v1/train_schema',
      aviaSchema: 'POST /v1/avia_schema',
      createBusOrder: 'POST /v1/payment/create/bus/',
      createAviaOrder: 'POST /v1/payment/create/avia/',
      createTrainOrder: 'POST /v1/payment/create/train/',
      createCombinedOrder: 'POST /v1/payment/create/combined/',
      orders: 'GET /v1/payment/all/',
      order: 'GET /v1/payment/order/:orderId',
      orderAlternatives: 'GET /v1/payment/order/:orderId/alternatives',
      savedPassengers: 'GET /v1/payment/passengers/',
      cancelOrder: 'POST /v1/payment/cancel/',
      initPayment: 'POST /v1/payment/init/',
      checkoutPayment: 'POST /v1/payment/checkout/',
      confirmPayment: 'POST /v1/payment/confirm/',
      ticketBlank: 'GET /v1/payment/blank/:orderId',
      returnAmount: 'POST /v1/payment/return/amount',
      returnOrder: 'POST /v1/payment/return/',
      subscribeAlert: 'POST /v1/alerts/',
      alerts: 'GET /v1/alerts/',
      cancelAlert: 'POST /v1/alerts/cancel/',
      unsubscribeAlerts: 'POST /v1/alerts/unsubscribe/',
      feedback: 'POST /v1/feedback',
      captchaConfig: 'GET /v1/captcha/config',
      captchaChallenge: 'GET /v1/captcha/challenge',
      ticketPublicKey: 'GET /v1/tickets/public-key',
      ticketPublicKeyPem: 'GET /v1/tickets/public-key.pem',
      ticketCheck: 'GET /v1/tickets/check/:number',
    });
  });

  it('requires sign-in exactly for the account, favorite, order and alert calls', () => {
    expect(calls.filter(([, call]) => call.auth).map(([name]) => name)).toEqual([
      'setPassword',
      'setPhone',
      'userInfo',
      'addFavorite',
      'deleteFavorite',
      'createBusOrder',
      'createAviaOrder',
      'createTrainOrder',
      'createCombinedOrder',
      'orders',
      'order',
      'orderAlternatives',
      'savedPassengers',
      'cancelOrder',
      'initPayment',
      'confirmPayment',
      'ticketBlank',
      'returnAmount',
      'returnOrder',
      'subscribeAlert',
      'alerts',
      'cancelAlert',
    ]);
  });

  it('asks for an idempotency key exactly on the calls that create an order or an alert', () => {
    expect(calls.filter(([, call]) => call.idempotent).map(([name]) => name)).toEqual([
      'createBusOrder',
      'createAviaOrder',
      'createTrainOrder',
      'createCombinedOrder',
      'subscribeAlert',
    ]);
  });

  it('declares a params schema exactly for the paths with parameters', () => {
    for (const [, call] of calls) {
      const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(Object.keys(call.params?.shape ?? {})).toEqual(names);
    }
  });

  it('sends a body only with POST', () => {
    for (const [, call] of calls) {
      if (call.method === 'GET') expect(call.body).toBeUndefined();
    }
  });

  it('has schemas the server can turn into OpenAPI', () => {
    for (const [, { body, params, answer }] of calls) {
      const requests = [body, params].filter((schema) => schema !== undefined);
      for (const schema of requests) {
        expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
      if (answer.kind === 'json') {
        const { schema } = answer;
        expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
      }
    }
  });

  it('announces the empty 202 and 204 of the combined fetch', () => {
    expect(api.combinedRoutes.answer.emptyStatuses).toEqual([202, 204]);
  });
});

describe('apiPath', () => {
  it('fills and escapes path parameters', () => {
    expect(apiPath(api.ticketBlank.path, { orderId: '42' })).toBe('/v1/payment/blank/42');
    expect(apiPath(api.combinedRoutes.path, { id: 'a/b' })).toBe('/v1/combined_routes/a%2Fb');
    expect(apiPath(api.searchRoutes.path)).toBe('/v1/routes');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => apiPath(api.ticketBlank.path)).toThrow('orderId');
  });
});
