import { describe, expect, it } from 'vitest';
import {
  AIRLINE_PREFIXES,
  airlinePrefix,
  bookingCode,
  BUS_SERIES_LETTERS,
  busTicketNumber,
  luhnValid,
  planeTicketNumber,
  ticketNumberOf,
  ticketOfNumber,
  trainTicketNumber,
  UNKNOWN_AIRLINE_PREFIX,
} from './ticket-numbers.ts';

const ids = [1, 2, 3, 10, 999, 123_456, 2_147_483_647];
/** A run of neighbouring ids and a spread of far ones: the numbers must never meet. */
const many = [
  ...Array.from({ length: 20_000 }, (_, i) => i + 1),
  ...Array.from({ length: 20_000 }, (_, i) => 2_147_483_647 - i * 107_371),
];

describe('ticket numbers', () => {
  it('gives a train ticket 14 digits ending in a Luhn check digit', () => {
    for (const id of ids) {
      const number = trainTicketNumber(id);
      expect(number).toMatch(/^7\d{13}$/);
      expect(luhnValid(number)).toBe(true);
      expect(trainTicketNumber(id)).toBe(number);
    }
    const number = trainTicketNumber(5);
    const typo = `${number.slice(0, 5)}${(Number(number[5]) + 1) % 10}${number.slice(6)}`;
    expect(luhnValid(typo)).toBe(false);
    expect(trainTicketNumber(1)).not.toBe(trainTicketNumber(2));
  });

  it('gives a plane ticket the airline’s 3-digit code and a 10-digit serial', () => {
    expect(planeTicketNumber(17, { code: 'SU' })).toMatch(/^555\d{10}$/);
    expect(planeTicketNumber(17, { code: 'S7' })).toMatch(/^421\d{10}$/);
    expect(planeTicketNumber(17, { code: 'U6' })).toMatch(/^262\d{10}$/);
    expect(planeTicketNumber(17, { code: null, name: 'Аэрофлот' })).toMatch(/^555/);
    expect(planeTicketNumber(17, { code: 'DP', name: 'Победа' })).toMatch(/^000\d{10}$/);
    expect(airlinePrefix({ code: 'ZZ', name: 'Неизвестная' })).toBe(UNKNOWN_AIRLINE_PREFIX);
    expect(new Set(Object.values(AIRLINE_PREFIXES)).size).toBe(
      Object.keys(AIRLINE_PREFIXES).length,
    );
    expect(planeTicketNumber(17, { code: 'SU' }).slice(3)).toBe(
      planeTicketNumber(17, { code: 'S7' }).slice(3),
    );
  });

  it('gives a bus ticket a two-letter series and a 7-digit number', () => {
    for (const id of ids) {
      const { series, number } = busTicketNumber(id);
      expect(series).toMatch(new RegExp(`^[${BUS_SERIES_LETTERS}]{2}$`));
      expect(number).toMatch(/^\d{7}$/);
      expect(ticketNumberOf('BUS', id)).toBe(`${series}${number}`);
    }
  });

  it('never gives two items the same number, in any mode', () => {
    for (const number of [
      (id: number) => trainTicketNumber(id),
      (id: number) => planeTicketNumber(id, { code: 'SU' }),
      (id: number) => ticketNumberOf('BUS', id),
    ]) {
      expect(new Set(many.map(number)).size).toBe(many.length);
    }
  });

  it('derives a 6-letter booking code from the order, the same every time', () => {
    expect(bookingCode(42)).toMatch(/^[A-Z]{6}$/);
    expect(bookingCode(42)).toBe(bookingCode(42));
    const codes = many.filter((id) => id < 308_915_776).map(bookingCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('accepts only ids a serial column holds', () => {
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN]) {
      expect(() => trainTicketNumber(id)).toThrow(RangeError);
    }
  });

  it('finds the item a ticket number was made from, however it was typed', () => {
    for (const id of ids) {
      expect(ticketOfNumber(trainTicketNumber(id))).toEqual({ mode: 'TRAIN', itemId: id });
      expect(ticketOfNumber(planeTicketNumber(id, { code: 'S7' }))).toEqual({
        mode: 'PLANE',
        itemId: id,
      });
      const { series, number } = busTicketNumber(id);
      expect(ticketOfNumber(`${series} № ${number}`)).toEqual({ mode: 'BUS', itemId: id });
      expect(ticketOfNumber(`${series.toLowerCase()}${number}`)).toEqual({
        mode: 'BUS',
        itemId: id,
      });
    }
    const train = trainTicketNumber(42);
    expect(ticketOfNumber(`${train.slice(0, 4)} ${train.slice(4)}`)).toEqual({
      mode: 'TRAIN',
      itemId: 42,
    });
    // A mistyped digit fails the Luhn check; what no scheme makes is nobody's number.
    const typo = `${train.slice(0, 6)}${(Number(train[6]) + 1) % 10}${train.slice(7)}`;
    for (const wrong of [typo, '', '12345', 'AB 0123456', 'ЁЁ 0123456', '8'.repeat(14)]) {
      expect(ticketOfNumber(wrong), wrong).toBeNull();
    }
  });
});
