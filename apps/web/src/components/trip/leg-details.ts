import type {
  AviaDetailResponse,
  BusDetailResponse,
  TrainDetailResponse,
} from '@peresadka/contracts/detail';
import type { CarType, ServiceClass } from '@peresadka/contracts/enums';
import { uiMessages } from '@peresadka/contracts/messages';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { Leg } from '@peresadka/contracts/search-results';
import { useQueries } from '@tanstack/react-query';
import {
  aviaDetailQuery,
  busDetailQuery,
  trainDetailQuery,
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
} from '../../features/rides/api/ride-detail.ts';

/** A leg with its detail, as the leg's own detail page reads it. */
export type LegDetail =
  | { mode: 'TRAIN'; leg: TrainLeg; detail: TrainDetailResponse }
  | { mode: 'BUS'; leg: BusLeg; detail: BusDetailResponse }
  | { mode: 'PLANE'; leg: PlaneLeg; detail: AviaDetailResponse };

/**
 * Each leg's detail call is the very one its detail page makes (same key, same cache entry),
 * so the trip's page, its order form and a leg's page agree on prices and places.
 */
function legDetailQuery(leg: Leg, counts: PassengerCounts, serviceClass: ServiceClass) {
  switch (leg.transport_type) {
    case 'TRAIN':
      return {
        ...trainDetailQuery(leg, counts),
        select: (detail: TrainDetailResponse): LegDetail => ({ mode: 'TRAIN', leg, detail }),
      };
    case 'BUS':
      return {
        ...busDetailQuery(leg, counts),
        select: (detail: BusDetailResponse): LegDetail => ({ mode: 'BUS', leg, detail }),
      };
    case 'PLANE':
      return {
        ...aviaDetailQuery(leg, counts, serviceClass),
        select: (detail: AviaDetailResponse): LegDetail => ({ mode: 'PLANE', leg, detail }),
      };
  }
}

export type LegDetails = {
  /** Per leg, in travelling order; undefined while that leg's detail loads. */
  details: (LegDetail | undefined)[];
  isError: boolean;
  error: unknown;
  /** Asks again for the legs that failed. */
  refetch: () => void;
};

export function useLegDetails(
  legs: readonly Leg[],
  counts: PassengerCounts,
  serviceClass: ServiceClass,
): LegDetails {
  return useQueries({
    queries: legs.map((leg) => legDetailQuery(leg, counts, serviceClass)),
    combine: (results) => ({
      details: results.map((result) => result.data),
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}

/** Every leg's detail once all have come, else undefined. */
export const allLoaded = (details: readonly (LegDetail | undefined)[]): LegDetail[] | undefined =>
  details.every((detail) => detail !== undefined) ? (details as LegDetail[]) : undefined;

/**
 * The car type a train leg offers first: the cheapest with a free place (its price is the one
 * the trip's page quotes), or none when the train is full; types `except` are passed over.
 */
export function cheapestCarType(detail: TrainDetailResponse, except: readonly CarType[] = []) {
  const open = detail.detail.car_prices.filter(
    (price) => price.free_places > 0 && !except.includes(price.car_type),
  );
  return open.reduce<(typeof open)[number] | undefined>(
    (best, price) =>
      best === undefined || price.min_total_price < best.min_total_price ? price : best,
    undefined,
  );
}

/**
 * What the search's passengers pay for one leg, as its detail page says it: a train's is the
 * cheapest car type with places, hence «от»; a plane's at the fare family chosen (`fareCode`,
 * as the detail prices each family), else at the detail's; or why the leg cannot be bought.
 */
export type LegPrice = { total: number; from: boolean } | { unavailable: string };

export function legPrice(leg: LegDetail, fareCode?: string): LegPrice {
  switch (leg.mode) {
    case 'BUS':
      return { total: leg.detail.detail.passengers_price.total_price, from: false };
    case 'PLANE': {
      const family = leg.detail.common.fare_families.find((f) => f.code === fareCode);
      return {
        total: family?.total_price ?? leg.detail.common.passengers_price.total_price,
        from: false,
      };
    }
    case 'TRAIN': {
      if (leg.detail.common.is_sale_forbidden) return { unavailable: uiMessages.notForOnlineSale };
      const cheapest = cheapestCarType(leg.detail);
      return cheapest
        ? { total: cheapest.passengers_price.total_price, from: true }
        : { unavailable: 'Свободных мест в поезде нет' };
    }
  }
}

/**
 * The trip's total: the legs' totals added up, nothing computed beyond the server's numbers.
 * Null until every leg is priced, or when a leg cannot be bought.
 */
export function tripPrice(prices: readonly (LegPrice | undefined)[]): LegPrice | null {
  let total = 0;
  let from = false;
  for (const price of prices) {
    if (price === undefined) return null;
    if ('unavailable' in price) return price;
    total += price.total;
    from ||= price.from;
  }
  return { total, from };
}
