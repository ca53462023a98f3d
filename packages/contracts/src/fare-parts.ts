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
 * What a demonstration air fare includes beyond the carrier's fare, as shares of it (the
 * demonstration timetable publishes only whole fares): the carrier's own surcharges (YQ/YR,
 * топливный и сервисный сборы), which follow the fare on a refund, and the taxes and airport
 * charges collected for others, which come back even on a non-refundable fare (ВК ст. 108).
 */
const PLANE_SURCHARGE_SHARE = 0.05;
const PLANE_TAXES_SHARE = 0.07;

export function planeFareParts(fare: number): { fare: number; surcharge: number; taxes: number } {
  const surcharge = Math.round(fare * PLANE_SURCHARGE_SHARE);
  const taxes = Math.round(fare * PLANE_TAXES_SHARE);
  return { fare: fare - surcharge - taxes, surcharge, taxes };
}
