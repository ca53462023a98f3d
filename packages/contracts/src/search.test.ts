import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { searchCriteriaSchema } from './search.ts';

// 12:00 in Moscow on 5 November 2026; the window runs to 5 March 2027.
const now = () => new Date('2026-11-05T09:00:00Z');
const schema = searchCriteriaSchema({ now });

const valid = {
  starting_point: 'Москва (Московская область)',
  ending_point: 'Санкт-Петербург',
  date: '2026/11/5',
};
const errorsOf = (change: Record<string, unknown>) =>
  fieldErrorsOf(schema, { ...valid, ...change });

describe('search criteria', () => {
  it('fills the SPEC defaults and writes the date in wire form', () => {
    expect(schema.parse({ ...valid, date: '2026-11-05' })).toEqual({
      ...valid,
      date: '2026/11/5',
      airplane_enabled: true,
      train_enabled: true,
      bus_enabled: true,
      combined_enabled: true,
      time_from: 0,
      time_to: 24,
      adult_quantity: 1,
      child_quantity: 0,
      baby_with_place_quantity: 0,
      baby_without_place_quantity: 0,
      service_class: 'Economic',
    });
  });

  it('keeps regions, station ids and flags', () => {
    const parsed = schema.parse({
      ...valid,
      starting_point_region: 'Московская область',
      starting_train_station: 2000000,
      ending_airplane_station: null,
      bus_enabled: false,
      service_class: 'Business',
    });
    expect(parsed).toMatchObject({
      starting_point_region: 'Московская область',
      starting_train_station: 2000000,
      ending_airplane_station: null,
      bus_enabled: false,
      service_class: 'Business',
    });
  });

  it('asks for empty points and date', () => {
    expect(errorsOf({ starting_point: ' ', ending_point: '', date: '' })).toEqual({
      starting_point: ['Поле «Откуда» не должно быть пустым'],
      ending_point: ['Поле «Куда» не должно быть пустым'],
      date: ['Поле «Дата» не должно быть пустым'],
    });
    expect(fieldErrorsOf(schema, {})).toEqual({
      starting_point: ['Поле «Откуда» не должно быть пустым'],
      ending_point: ['Поле «Куда» не должно быть пустым'],
      date: ['Поле «Дата» не должно быть пустым'],
    });
  });

  it('rejects characters outside the place-name set', () => {
    expect(errorsOf({ starting_point: 'Москва; DROP', ending_point: 'Тверь!' })).toEqual({
      starting_point: ['Недопустимые символы в названии населённого пункта'],
      ending_point: ['Недопустимые символы в названии населённого пункта'],
    });
  });

  it('rejects a malformed date', () => {
    expect(errorsOf({ date: '05.11.2026' })).toEqual({ date: ['Неверный формат даты'] });
    expect(errorsOf({ date: '2026/02/30' })).toEqual({ date: ['Неверный формат даты'] });
  });

  it.each(['2026/11/5', '2027/03/5', '2026-12-31'])('accepts %s inside the window', (date) => {
    expect(errorsOf({ date })).toEqual({});
  });

  it.each(['2026/11/4', '2027/03/6', '2025/11/5'])('rejects %s outside the window', (date) => {
    expect(errorsOf({ date })).toEqual({ date: ['Дата указана неверно'] });
  });

  it('takes "today" in Moscow even when UTC is still on the day before', () => {
    const justAfterMoscowMidnight = searchCriteriaSchema({
      now: () => new Date('2026-11-04T21:30:00Z'),
    });
    expect(fieldErrorsOf(justAfterMoscowMidnight, { ...valid, date: '2026/11/4' })).toEqual({
      date: ['Дата указана неверно'],
    });
    expect(fieldErrorsOf(justAfterMoscowMidnight, valid)).toEqual({});
  });

  it('accepts the time range edges', () => {
    expect(errorsOf({ time_from: 0, time_to: 24 })).toEqual({});
    expect(errorsOf({ time_from: 12, time_to: 12 })).toEqual({});
  });

  it('rejects hours outside 0 to 24', () => {
    expect(errorsOf({ time_from: -1, time_to: 25 })).toEqual({
      time_from: ['Время должно быть от 0 до 24'],
      time_to: ['Время должно быть от 0 до 24'],
    });
    expect(errorsOf({ time_from: 1.5 })).toEqual({ time_from: ['Время должно быть от 0 до 24'] });
  });

  it('rejects a start later than the end', () => {
    expect(errorsOf({ time_from: 18, time_to: 6 })).toEqual({
      time_from: ['Неверный временной диапазон'],
    });
  });

  it('asks for passengers when every count is 0', () => {
    expect(errorsOf({ adult_quantity: 0 })).toEqual({
      passenger_quantity: ['Пожалуйста, укажите количество пассажиров'],
    });
  });

  it('accepts 7 passengers in total and no more', () => {
    expect(errorsOf({ adult_quantity: 7 })).toEqual({});
    expect(
      errorsOf({ adult_quantity: 3, child_quantity: 2, baby_without_place_quantity: 2 }),
    ).toEqual({});
    expect(errorsOf({ adult_quantity: 8 })).toEqual({
      passenger_quantity: ['Количество пассажиров не должно превышать 7'],
    });
    expect(errorsOf({ adult_quantity: 4, child_quantity: 2, baby_with_place_quantity: 2 })).toEqual(
      {
        passenger_quantity: ['Количество пассажиров не должно превышать 7'],
      },
    );
  });

  it('seats every baby with an adult, and every baby without a place on an adult’s lap', () => {
    expect(errorsOf({ adult_quantity: 0, baby_with_place_quantity: 1 })).toEqual({
      passenger_quantity: ['Младенцы до 2 лет путешествуют только со взрослым'],
    });
    expect(
      errorsOf({ adult_quantity: 0, child_quantity: 1, baby_without_place_quantity: 1 }),
    ).toEqual({ passenger_quantity: ['Младенцы до 2 лет путешествуют только со взрослым'] });
    expect(errorsOf({ adult_quantity: 1, baby_without_place_quantity: 2 })).toEqual({
      passenger_quantity: [
        'На одного взрослого — не больше одного младенца без места: младенец едет на руках у взрослого',
      ],
    });
    expect(errorsOf({ adult_quantity: 1, baby_with_place_quantity: 2 })).toEqual({});
    expect(errorsOf({ adult_quantity: 2, baby_without_place_quantity: 2 })).toEqual({});
    // Children travel without an adult (a teenager on a train): only babies need one.
    expect(errorsOf({ adult_quantity: 0, child_quantity: 2 })).toEqual({});
  });

  it('rejects a count that is not a whole non-negative number', () => {
    expect(errorsOf({ child_quantity: -1, baby_with_place_quantity: 'два' })).toEqual({
      child_quantity: ['Количество пассажиров указано неверно'],
      baby_with_place_quantity: ['Количество пассажиров указано неверно'],
    });
  });

  it('allows only the four service classes', () => {
    expect(Object.keys(errorsOf({ service_class: 'Premium' }))).toEqual(['service_class']);
  });

  it('rejects station ids that are not numbers', () => {
    expect(Object.keys(errorsOf({ starting_train_station: '2000000' }))).toEqual([
      'starting_train_station',
    ]);
  });
});
