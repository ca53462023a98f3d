import { formatRubles } from './money.ts';
import type { TrainCar } from './trip-properties.ts';

/**
 * How a car sells bedding, as Russian carriers do: not at all (сидячий, общий), with every
 * place and in its fare (СВ, Люкс, купе of a firm train — ФПК's tariff puts the set of bedding
 * in the ticket there), or for its own price that each traveller takes or declines (плацкарт,
 * купе of other trains — the «сервисные услуги» line of the ticket). Prices in kopecks.
 */
export type CarBedding =
  { kind: 'none' } | { kind: 'included' } | { kind: 'optional'; price: number };

export function carBedding(car: Pick<TrainCar, 'bedding' | 'beddingPrice'>): CarBedding {
  if (!car.bedding) return { kind: 'none' };
  return car.beddingPrice > 0
    ? { kind: 'optional', price: car.beddingPrice }
    : { kind: 'included' };
}

/**
 * What a traveller with a place gets and pays for bedding in a car: where it is included they
 * have it whatever they asked (it cannot be declined, nor charged twice); where it is optional
 * they pay its price only when they took it.
 */
export function beddingCharge(
  offer: CarBedding,
  wanted: boolean,
): { bedding: boolean; price: number } {
  switch (offer.kind) {
    case 'none':
      return { bedding: false, price: 0 };
    case 'included':
      return { bedding: true, price: 0 };
    case 'optional':
      return wanted ? { bedding: true, price: offer.price } : { bedding: false, price: 0 };
  }
}

/** A ticket's bedding in words: «включено в стоимость», «200 ₽», «не заказано». */
export const beddingWords = (bedding: boolean, price: number): string =>
  !bedding ? 'не заказано' : price > 0 ? formatRubles(price) : 'включено в стоимость';
