import { describe, expect, it } from 'vitest';
import { changePlace, changeText, type ChangeEnds } from './change-text.ts';
import { formatDuration } from './duration-text.ts';

const change = (
  arrival: [string, ChangeEnds['arrival_kind']],
  departure: [string, ChangeEnds['departure_kind']],
  wait_minutes = 130,
): ChangeEnds => ({
  arrival_station: arrival[0],
  arrival_kind: arrival[1],
  departure_station: departure[0],
  departure_kind: departure[1],
  station_change: arrival[0] !== departure[0],
  wait_minutes,
});

describe('changePlace', () => {
  it('says a change within one station is there', () => {
    const t = change(
      ['Казанский вокзал', 'RailwayStation'],
      ['Казанский вокзал', 'RailwayStation'],
    );
    expect(changePlace(t)).toBe('там же, Казанский вокзал');
    expect(changePlace(change(['Шереметьево', 'Airport'], ['Шереметьево', 'Airport']))).toBe(
      'там же, Шереметьево',
    );
  });

  it('names both ends of a crossing between stations', () => {
    expect(
      changePlace(change(['Ленинградский вокзал', 'RailwayStation'], ['Москва', 'BusStop'])),
    ).toBe('переезд: Ленинградский вокзал → Москва');
  });

  it('says a crossing to an airport is one, from a station or another airport', () => {
    expect(changePlace(change(['Домодедово', 'Airport'], ['Жуковский', 'Airport']))).toBe(
      'переезд в аэропорт Жуковский',
    );
    expect(
      changePlace(change(['Ленинградский вокзал', 'RailwayStation'], ['Шереметьево', 'Airport'])),
    ).toBe('переезд в аэропорт Шереметьево');
    expect(
      changePlace(change(['Казань-Пасс.', 'RailwayStation'], ['Казань (аэропорт)', 'Airport'])),
    ).toBe('переезд в Казань (аэропорт)');
  });

  it('says a crossing from an airport starts at one', () => {
    expect(
      changePlace(change(['Шереметьево', 'Airport'], ['Ленинградский вокзал', 'RailwayStation'])),
    ).toBe('переезд: аэропорт Шереметьево → Ленинградский вокзал');
  });

  it('never calls an airport a railway station', () => {
    const kinds = ['RailwayStation', 'Airport', 'BusStop'] as const;
    for (const a of kinds) {
      for (const d of kinds) {
        const text = changeText(change(['A', a], ['B', d]));
        expect(text).not.toMatch(/вокзал/);
        if (a === 'Airport' || d === 'Airport') expect(text).toMatch(/аэропорт/);
      }
    }
  });
});

describe('changeText', () => {
  it('adds the time between arriving and leaving', () => {
    expect(changeText(change(['Домодедово', 'Airport'], ['Жуковский', 'Airport']))).toBe(
      'переезд в аэропорт Жуковский, 2 ч 10 мин',
    );
    expect(
      changeText(
        change(['Казанский вокзал', 'RailwayStation'], ['Казанский вокзал', 'RailwayStation'], 70),
      ),
    ).toBe('ожидание 1 ч 10 мин там же, Казанский вокзал');
  });
});

describe('formatDuration', () => {
  it('words minutes, hours and days', () => {
    expect(formatDuration(45)).toBe('45 мин');
    expect(formatDuration(180)).toBe('3 ч');
    expect(formatDuration(130)).toBe('2 ч 10 мин');
    expect(formatDuration(0)).toBe('0 мин');
    expect(formatDuration(1440 + 180)).toBe('1 д 3 ч');
  });
});
