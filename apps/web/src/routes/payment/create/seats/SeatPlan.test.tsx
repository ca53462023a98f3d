import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toggled } from '../passengers/change-rules.ts';
import { SeatPlan } from './SeatPlan.tsx';
import { setPhoneWidth } from '../../../../test-support/viewport.ts';

const seat = (n: number, free = true) =>
  `<g class="seat" data-seat="${n}" data-free="${free}" role="button" aria-label="Место ${n}"><rect width="34" height="34"/></g>`;
const MARKUP = `<svg role="group" aria-label="Схема вагона" viewBox="0 0 200 40">${seat(1)}${seat(2)}${seat(3, false)}${seat(4)}</svg>`;

/** One passenger choosing on the plan while another passenger holds place 4. */
function Chooser() {
  const [mine, setMine] = useState<string | null>(null);
  return (
    <>
      <SeatPlan
        markup={MARKUP}
        marks={{ mine, others: new Map([['4', 'пассажир 2']]) }}
        onToggle={(code) => setMine((current) => toggled(current, code))}
      />
      <p>Выбрано: {mine ?? 'ничего'}</p>
    </>
  );
}

const place = (n: number) => screen.getByRole('button', { name: new RegExp(`^Место ${n}`) });

describe('SeatPlan', () => {
  beforeEach(() => {
    setPhoneWidth(false);
  });
  afterEach(cleanup);

  it('chooses a free seat by click and gives it up by a second click', async () => {
    render(<Chooser />);
    await userEvent.click(place(1));
    expect(screen.getByText('Выбрано: 1')).toBeTruthy();
    expect(place(1).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(place(1));
    expect(screen.getByText('Выбрано: ничего')).toBeTruthy();
    expect(place(1).getAttribute('aria-pressed')).toBe('false');
  });

  it('chooses by Enter and Space from the keyboard', async () => {
    render(<Chooser />);
    place(2).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Выбрано: 2')).toBeTruthy();
    place(1).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Выбрано: 1')).toBeTruthy();
  });

  it('refuses a taken seat and one another passenger chose', async () => {
    render(<Chooser />);
    await userEvent.click(place(3));
    await userEvent.click(place(4));
    expect(screen.getByText('Выбрано: ничего')).toBeTruthy();
    expect(place(4).getAttribute('aria-label')).toBe('Место 4, выбрано: пассажир 2');
  });
});
