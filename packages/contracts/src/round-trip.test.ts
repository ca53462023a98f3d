import { describe, expect, it } from 'vitest';
import { addDays, formatWireDate, todayIn } from './dates.ts';
import { oneWay, wayBack } from './round-trip.ts';
import { searchCriteriaSchema } from './search.ts';

const day = (n: number) => formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), n));

const criteria = searchCriteriaSchema().parse({
  starting_point: 'Москва',
  starting_point_region: 'Москва',
  starting_train_station: 2000000,
  ending_point: 'Казань',
  ending_point_region: 'Республика Татарстан',
  ending_airplane_station: 100000003,
  date: day(2),
  return_date: day(5),
  adult_quantity: 2,
});

describe('a round trip searched as two one-way searches', () => {
  it('searches the way back reversed, on its own date, with the same travellers', () => {
    expect(wayBack(criteria)).toMatchObject({
      starting_point: 'Казань',
      starting_point_region: 'Республика Татарстан',
      starting_airplane_station: 100000003,
      ending_point: 'Москва',
      ending_point_region: 'Москва',
      ending_train_station: 2000000,
      date: day(5),
      return_date: null,
      adult_quantity: 2,
    });
  });

  it('searches the way there as one way, and a one-way search has no way back', () => {
    expect(oneWay(criteria)).toEqual({ ...criteria, return_date: null });
    expect(wayBack(oneWay(criteria))).toBeNull();
  });

  it('refuses a way back dated before the way there, in Russian', () => {
    const result = searchCriteriaSchema().safeParse({ ...criteria, return_date: day(1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['return_date', 'Дата «Обратно» не может быть раньше даты «Туда»'],
    ]);
    expect(searchCriteriaSchema().safeParse({ ...criteria, return_date: day(2) }).success).toBe(
      true,
    );
  });
});
