import { describe, expect, it } from 'vitest';
import { disruptionText } from './disruption-text.ts';
import { tripProblem, tripsIndex, type CurrentTrip, type SoldRide } from './ride-check.ts';

const MSK = 180;
/** UTC epoch minute of a Moscow wall clock on 2026-12-05. */
const at = (hh: number, mm = 0) => Date.UTC(2026, 11, 5, hh, mm) / 60_000 - MSK;

const trip = (id: number, number: string, hour: number, change: Partial<CurrentTrip> = {}) =>
  ({
    id,
    mode: 'PLANE',
    number,
    timeZone: 'Europe/Moscow',
    departureMinute: hour * 60,
    calendar: {
      weekdays: 0b1111111,
      startDate: null,
      endDate: null,
      addedDates: [],
      removedDates: [],
    },
    stops: [
      { sequence: 1, stationId: 10 * id + 1, arrivalOffset: 0, departureOffset: 0 },
      { sequence: 2, stationId: 10 * id + 2, arrivalOffset: 95, departureOffset: 95 },
    ],
    cancelled: new Map(),
    ...change,
  }) satisfies CurrentTrip;

const wall = (minute: number) => {
  const d = new Date((minute + MSK) * 60_000).toISOString();
  return `${d.slice(0, 19)}+03:00`;
};

const sold = (t: CurrentTrip, position: number, hour: number): SoldRide => ({
  orderId: 1,
  position,
  tripId: t.id,
  serviceDate: '2026-12-05',
  fromStationId: t.stops[0]!.stationId,
  toStationId: t.stops[1]!.stationId,
  fromSequence: 1,
  toSequence: 2,
  mode: t.mode,
  number: t.number,
  originName: `Аэропорт ${t.stops[0]!.stationId}`,
  destinationName: 'Казань',
  departureTime: wall(at(hour)),
  arrivalTime: wall(at(hour) + t.stops[1]!.arrivalOffset),
  departs: at(hour),
  arrives: at(hour) + t.stops[1]!.arrivalOffset,
});

const first = trip(1, 'SU 1250', 9);
// The second flight leaves from where the first lands.
const second = trip(2, 'SU 6300', 13, {
  stops: [
    { sequence: 1, stationId: 12, arrivalOffset: 0, departureOffset: 0 },
    { sequence: 2, stationId: 22, arrivalOffset: 480, departureOffset: 480 },
  ],
});
const rides = [sold(first, 0, 9), { ...sold(second, 1, 13), originName: 'Казань' }];
const sameAirport = (from: number, to: number) => (from === to ? 60 : null);
const before = at(6);

const problem = (trips: CurrentTrip[], now = before, change = sameAirport) =>
  tripProblem(rides, tripsIndex(trips), change, now);

describe('tripProblem', () => {
  it('finds nothing while every ride runs as sold and the change is long enough', () => {
    expect(problem([first, second])).toBeNull();
  });

  it('names a cancelled ride first, with the operator’s reason', () => {
    const cancelled = { ...first, cancelled: new Map([['2026-12-05', 'нелётная погода']]) };
    const found = problem([cancelled, second])!;
    expect(disruptionText(found)).toBe('Рейс SU 1250 5 декабря отменён: нелётная погода');
  });

  it('counts a trip gone from the timetable, or off that day, as cancelled', () => {
    expect(disruptionText(problem([second])!)).toBe('Рейс SU 1250 5 декабря отменён');
    const offThatDay = {
      ...first,
      calendar: { ...first.calendar, removedDates: ['2026-12-05'] },
    };
    expect(problem([offThatDay, second])).toMatchObject({ kind: 'gone' });
  });

  it('finds a renumbered trip by its number after a re-import', () => {
    expect(
      problem([
        { ...first, id: 101 },
        { ...second, id: 102 },
      ]),
    ).toBeNull();
  });

  it('says a ride no longer serves the stations it was sold between', () => {
    const rerouted = { ...first, stops: [first.stops[0]!, { ...first.stops[1]!, stationId: 99 }] };
    expect(disruptionText(problem([rerouted, second])!)).toBe(
      'Рейс SU 1250 5 декабря больше не следует от «Аэропорт 11» до «Казань»',
    );
  });

  it('puts a change made too short before the time moves that caused it', () => {
    const later = { ...first, departureMinute: 11 * 60 };
    expect(disruptionText(problem([later, second])!)).toBe(
      'Пересадка с рейса SU 1250 на рейс SU 6300 (Казань) сократилась до 25 мин — меньше минимальных 60 мин',
    );
    const tooLate = { ...first, departureMinute: 12 * 60 };
    expect(disruptionText(problem([tooLate, second])!)).toBe(
      'Пересадка с рейса SU 1250 на рейс SU 6300 (Казань) больше невозможна: рейс SU 1250 теперь прибывает после отправления рейса SU 6300',
    );
    expect(disruptionText(problem([first, second], before, () => null)!)).toBe(
      'Пересадка с рейса SU 1250 на рейс SU 6300 (Казань) больше невозможна: между станциями нет перехода',
    );
  });

  it('tells a moved ride with its new times on the station’s clock', () => {
    const earlier = { ...first, departureMinute: 8 * 60 + 30 };
    expect(disruptionText(problem([earlier, second])!)).toBe(
      'Рейс SU 1250 5 декабря перенесён: отправление в 08:30 вместо 09:00, прибытие в 10:05 вместо 10:35',
    );
    const nextDay = { ...second, departureMinute: 24 * 60 + 90 };
    expect(disruptionText(problem([first, nextDay])!)).toBe(
      'Рейс SU 6300 5 декабря перенесён: отправление 6 декабря в 01:30 вместо 5 декабря в 13:00, ' +
        'прибытие 6 декабря в 09:30 вместо 5 декабря в 21:00',
    );
  });

  it('leaves alone what is already behind the traveller', () => {
    const cancelled = { ...first, cancelled: new Map([['2026-12-05', '']]) };
    expect(problem([cancelled, second], at(9, 30))).toBeNull();
    expect(problem([first], at(14))).toBeNull();
  });
});
