import { afterEach, describe, expect, it } from 'vitest';
import {
  fitSeatsToTouch,
  markSeats,
  mineIsLost,
  seatAt,
  seatsOfOthers,
  type SeatMarks,
} from './seat-marks.ts';

/** A car plan as the server draws it: three places, the third taken. */
const PLAN =
  '<svg role="group" aria-label="Схема вагона: Купе" viewBox="0 0 120 40" width="120" height="40">' +
  '<g class="seat seat--free" data-seat="1" data-free="true" role="button" tabindex="0" aria-label="Место 1, нижнее"><rect width="34" height="34"/></g>' +
  '<g class="seat seat--free" data-seat="2" data-free="true" role="button" tabindex="0" aria-label="Место 2, верхнее, 3 450 ₽"><rect width="34" height="34"/></g>' +
  '<g class="seat seat--taken" data-seat="3" data-free="false" role="button" tabindex="-1" aria-disabled="true" aria-label="Место 3, занято"><rect width="34" height="34"/></g>' +
  '</svg>';

function plan(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = PLAN;
  document.body.append(element);
  return element;
}

const seat = (element: HTMLElement, code: string) =>
  element.querySelector(`[data-seat="${code}"]`)!;

const marks = (mine: string | null, others: [string, string][] = []): SeatMarks => ({
  mine,
  others: new Map(others),
});

describe('seat plan marks', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps free seats reachable and taken ones not', () => {
    const element = plan();
    markSeats(element, marks(null));
    expect(seat(element, '1').getAttribute('tabindex')).toBe('0');
    expect(seat(element, '1').getAttribute('aria-pressed')).toBe('false');
    expect(seat(element, '1').getAttribute('aria-label')).toBe('Место 1, нижнее');
    expect(seat(element, '3').getAttribute('tabindex')).toBe('-1');
    expect(seat(element, '3').getAttribute('aria-disabled')).toBe('true');
  });

  it('presses this passenger’s seat and names another passenger’s', () => {
    const element = plan();
    markSeats(element, marks('1', [['2', 'пассажир 2']]));
    expect(seat(element, '1').getAttribute('aria-pressed')).toBe('true');
    expect(seat(element, '1').classList.contains('seat--selected')).toBe(true);
    expect(seat(element, '2').getAttribute('aria-label')).toBe(
      'Место 2, верхнее, 3 450 ₽, выбрано: пассажир 2',
    );
    expect(seat(element, '2').getAttribute('aria-disabled')).toBe('true');
    expect(seat(element, '2').classList.contains('seat--other')).toBe(true);

    markSeats(element, marks(null));
    expect(seat(element, '1').getAttribute('aria-pressed')).toBe('false');
    expect(seat(element, '2').getAttribute('aria-label')).toBe('Место 2, верхнее, 3 450 ₽');
    expect(seat(element, '2').getAttribute('tabindex')).toBe('0');
  });

  it('finds the seat an event happened on', () => {
    const element = plan();
    expect(seatAt(seat(element, '2').querySelector('rect'), element)).toBe(seat(element, '2'));
    expect(seatAt(element.querySelector('svg'), element)).toBeNull();
  });

  it('notices a chosen seat taken since', () => {
    const element = plan();
    const lost = (mine: string) => mineIsLost(element, { mine });
    expect(lost('3')).toBe(true);
    expect(lost('1')).toBe(false);
    expect(lost('40')).toBe(false);
  });

  it('scales a plan so that a seat is big enough to touch', () => {
    const element = plan();
    fitSeatsToTouch(element, 44);
    expect(element.querySelector('svg')!.style.width).toBe(`${Math.ceil((120 * 44) / 34)}px`);
    fitSeatsToTouch(element, 0);
    expect(element.querySelector('svg')!.style.width).toBe('120px');
  });

  it('lists the seats other passengers chose', () => {
    const seats = ['12', null, '14'];
    expect([...seatsOfOthers(seats, 0, (s) => s)]).toEqual([['14', 'пассажир 3']]);
  });
});
