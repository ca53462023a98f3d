import { z } from 'zod';
import { DEFAULT_SERVICE_CLASS } from './constants.ts';
import { ZCarType, ZLegTransportType, ZServiceClass } from './enums.ts';
import { ZRouteId } from './search-results.ts';
import { text } from './text-rules.ts';
import { ZDateTime } from './units.ts';
import { alertMessages } from './alert-messages.ts';

/**
 * Sold-out alerts: a signed-in user asks to be told by e-mail when a place frees up on a ride
 * that has none left in the class they want (an unpaid hold lapsed, an order was cancelled, a
 * ticket returned). An alert fires once.
 */

export { alertMessages, MAX_ACTIVE_ALERTS } from './alert-messages.ts';

/**
 * What to watch: one ride (a single-ride route id, as the detail page has it) and the class of
 * place wanted. A train is watched for one car type or, with `car_type: null`, for any car; a
 * flight for the cabin of the search's class; a bus has one class.
 */
export const ZAlertRequest = z.discriminatedUnion(
  'transport_type',
  [
    z.object({
      transport_type: z.literal('TRAIN'),
      route_id: ZRouteId,
      car_type: ZCarType.nullable().default(null),
    }),
    z.object({
      transport_type: z.literal('PLANE'),
      route_id: ZRouteId,
      service_class: ZServiceClass.default(DEFAULT_SERVICE_CLASS),
    }),
    z.object({ transport_type: z.literal('BUS'), route_id: ZRouteId }),
  ],
  { error: alertMessages.unknownMode },
);
export type AlertRequest = z.infer<typeof ZAlertRequest>;

export const ZAlertStatus = z.enum(['WAITING', 'NOTIFIED', 'CANCELLED']);
export type AlertStatus = z.infer<typeof ZAlertStatus>;

export const ZAlertId = z.number().int().positive().max(2_147_483_647);

export const ZAlert = z.object({
  alert_id: ZAlertId,
  route_id: ZRouteId,
  transport_type: ZLegTransportType,
  /** The train's car type watched; null for any car, and for other modes. */
  car_type: ZCarType.nullable(),
  /** The flight's class watched; null for other modes. */
  service_class: ZServiceClass.nullable(),
  /** The ride as the letter names it, «Поезд 002Й «Татарстан»: Москва — Казань». */
  title: z.string(),
  /** Departure at the boarding station's wall clock. */
  departure_time: ZDateTime,
  /** Where the letter goes: the account's address when the place frees up. */
  email: z.string(),
  status: ZAlertStatus,
});
export type Alert = z.infer<typeof ZAlert>;

/** The account's alerts still waiting for a place, soonest departure first. */
export const ZAlerts = z.array(ZAlert);

export const ZAlertIdRequest = z.object({ alert_id: ZAlertId });
export type AlertIdRequest = z.infer<typeof ZAlertIdRequest>;

/** The token of the letter's unsubscribe link; it works without signing in. */
export const ZUnsubscribeRequest = z.object({
  token: text(43, { required: alertMessages.badLink, tooLong: alertMessages.badLink }).regex(
    /^[A-Za-z0-9_-]{43}$/,
    alertMessages.badLink,
  ),
});
export type UnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;
