import type { CarType } from './enums.ts';

/**
 * The reserved-seat part (плацкарта) of a long-distance train fare by car type. ФПК prints every
 * fare as «стоимость билета» (the ride) plus «плацкарта» (the place), and the refund rules treat
 * them apart (Устав ЖДТ ст. 83). The demonstration timetable publishes whole fares, so they are
 * split by these shares, close to ФПК's tariffs: the better the car, the more of the fare is
 * the place.
 */
const RESERVED_SEAT_SHARE: Record<CarType, number> = {
  Unknown: 0.5,
  Shared: 0.3,
  Sedentary: 0.4,
  ReservedSeat: 0.5,
  Compartment: 0.6,
  Soft: 0.65,
  Luxury: 0.7,
  Baggage: 0,
};

export function trainFareParts(
  fare: number,
  carType: CarType,
): { ticketPart: number; reservedSeatPart: number } {
  const reservedSeatPart = Math.round(fare * RESERVED_SEAT_SHARE[carType]);
  return { ticketPart: fare - reservedSeatPart, reservedSeatPart };
}

/**
 * Taxes and airport charges included in a demonstration air fare: a share of the fare, as the
 * demonstration timetable publishes only whole fares. They come back even on a non-refundable
 * fare (ВК ст. 108).
 */
const PLANE_TAXES_SHARE = 0.12;

export function planeFareParts(fare: number): { fare: number; taxes: number } {
  const taxes = Math.round(fare * PLANE_TAXES_SHARE);
  return { fare: fare - taxes, taxes };
}
