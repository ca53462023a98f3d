import { describe, expect, it } from 'vitest';
import { tripPrice } from './leg-details.ts';
import { trip, tripPlaneLeg, tripTrainLeg } from './trip-fixtures.test-support.ts';
import { legEnds, legName, transferText } from './trip-text.ts';

describe('a combined trip in words', () => {
  it('names a leg as the order form and the server’s messages do', () => {
    expect(legName(tripPlaneLeg, 0)).toBe('Участок 1: самолёт SU 1700 Храброво → Шереметьево');
    expect(legName(tripTrainLeg, 1)).toBe('Участок 2: поезд 012А Москва Казанская → Казань-Пасс.');
    expect(legEnds(tripPlaneLeg)).toMatchObject({
      from: 'Храброво (KGD)',
      to: 'Шереметьево (SVO)',
      minutes: 120,
    });
  });

  it('says a change across town is a crossing, and one in place is not', () => {
    const [crossing] = trip.transfers;
    expect(transferText(crossing!)).toBe(
      'Пересадка: 4 ч 30 мин между прибытием и отправлением · переезд: аэропорт Шереметьево → Москва Казанская, добираетесь самостоятельно',
    );
    expect(
      transferText({
        ...crossing!,
        departure_station: 'Шереметьево',
        departure_kind: 'Airport',
        wait_minutes: 95,
        station_change: false,
      }),
    ).toBe('Пересадка: 1 ч 35 мин между прибытием и отправлением · там же, Шереметьево');
    expect(
      transferText({
        ...crossing!,
        arrival_station: 'Домодедово',
        departure_station: 'Жуковский',
        departure_kind: 'Airport',
        wait_minutes: 190,
      }),
    ).toBe(
      'Пересадка: 3 ч 10 мин между прибытием и отправлением · переезд в аэропорт Жуковский, добираетесь самостоятельно',
    );
  });

  it('adds the legs’ totals up, «от» when a leg’s is', () => {
    expect(
      tripPrice([
        { total: 2_100_000, from: false },
        { total: 900_000, from: true },
      ]),
    ).toEqual({ total: 3_000_000, from: true });
    expect(tripPrice([{ total: 2_100_000, from: false }, undefined])).toBeNull();
    expect(
      tripPrice([{ total: 2_100_000, from: false }, { unavailable: 'Свободных мест нет' }]),
    ).toEqual({ unavailable: 'Свободных мест нет' });
  });
});
