import type { z } from 'zod';
import {
  ZBalancesRequest,
  ZBalancesResponse,
  ZOrderInfoRequest,
  ZOrderInfoResponse,
  ZOrderListRequest,
  ZOrderListResponse,
} from './order-info.ts';
import {
  ZAutoReturnRequest,
  ZAutoReturnResponse,
  ZBlankRequest,
  ZCancelRequest,
  ZCancelResponse,
  ZConfirmRequest,
  ZConfirmResponse,
  ZCreateReservationRequest,
  ZCreateReservationResponse,
  ZProlongReservationRequest,
  ZProlongReservationResponse,
  ZReturnAmountRequest,
  ZReturnAmountResponse,
  ZVoidRequest,
  ZVoidResponse,
} from './order-reservation.ts';
import {
  ZCarPricingRequest,
  ZCarPricingResponse,
  ZCarSchemeRequest,
  ZCarSchemeResponse,
  ZScheduleRequest,
  ZScheduleResponse,
  ZTrainPricingRequest,
  ZTrainPricingResponse,
  ZTrainRouteRequest,
  ZTrainRouteResponse,
} from './railway-search.ts';

/**
 * Every call of the IM protocol the site makes, by its path under the partner's base address
 * (`POST {base}/{path}`): its request and its answer — JSON, or the carrier's PDF for Blank.
 * Whether a repeat is harmless decides whether the adapter may send it again after a lost
 * answer; a reservation, a confirmation, a return are never simply repeated (they are found
 * again by OrderInfo instead).
 */
export type ImCall = {
  request: z.ZodType;
  response: z.ZodType | 'pdf';
  /** Safe to send again when its answer was lost. */
  repeatable: boolean;
  /** Long: the supplier talks to the carrier's booking system (Express-3) while we wait. */
  slow: boolean;
};

const call = <Request extends z.ZodType, Response extends z.ZodType | 'pdf'>(
  request: Request,
  response: Response,
  options: { repeatable: boolean; slow: boolean },
) => ({ request, response, ...options });

const search = { repeatable: true, slow: false };
const info = { repeatable: true, slow: false };
const change = { repeatable: false, slow: true };

export const IM_CALLS = {
  'Railway/V1/Search/TrainPricing': call(ZTrainPricingRequest, ZTrainPricingResponse, search),
  'Railway/V1/Search/CarPricing': call(ZCarPricingRequest, ZCarPricingResponse, search),
  'Railway/V1/Search/TrainRoute': call(ZTrainRouteRequest, ZTrainRouteResponse, search),
  'Railway/V1/Search/Schedule': call(ZScheduleRequest, ZScheduleResponse, search),
  'Railway/V1/Search/CarScheme': call(ZCarSchemeRequest, ZCarSchemeResponse, search),
  'Order/V1/Reservation/Create': call(
    ZCreateReservationRequest,
    ZCreateReservationResponse,
    change,
  ),
  'Order/V1/Reservation/ProlongReservation': call(
    ZProlongReservationRequest,
    ZProlongReservationResponse,
    change,
  ),
  'Order/V1/Reservation/Confirm': call(ZConfirmRequest, ZConfirmResponse, change),
  'Order/V1/Reservation/Cancel': call(ZCancelRequest, ZCancelResponse, change),
  'Order/V1/Reservation/Void': call(ZVoidRequest, ZVoidResponse, change),
  // The blank of a confirmed order does not change: asking again is harmless.
  'Order/V1/Reservation/Blank': call(ZBlankRequest, 'pdf', { repeatable: true, slow: true }),
  'Order/V1/Reservation/ReturnAmount': call(ZReturnAmountRequest, ZReturnAmountResponse, {
    repeatable: true,
    slow: true,
  }),
  'Order/V1/Reservation/AutoReturn': call(ZAutoReturnRequest, ZAutoReturnResponse, change),
  'Order/V1/Info/OrderInfo': call(ZOrderInfoRequest, ZOrderInfoResponse, info),
  'Order/V1/Info/OrderList': call(ZOrderListRequest, ZOrderListResponse, info),
  'Partner/V1/Info/Balances': call(ZBalancesRequest, ZBalancesResponse, info),
} as const satisfies Record<string, ImCall>;

export type ImPath = keyof typeof IM_CALLS;
export type ImRequest<P extends ImPath> = z.input<(typeof IM_CALLS)[P]['request']>;
export type ImResponse<P extends ImPath> = (typeof IM_CALLS)[P]['response'] extends z.ZodType
  ? z.infer<(typeof IM_CALLS)[P]['response']>
  : Uint8Array;

/** The Pos header: the partner's point of sale, given with the credentials. */
export const IM_POS_HEADER = 'pos';
