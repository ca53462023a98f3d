import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toggled } from '../passengers/change-rules.ts';
import { EXIT_ROW_REASON } from '@peresadka/contracts/exit-rows';
import { PlanLegend } from './PlanLegend.tsx';
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

  describe('at an emergency exit', () => {
    const CABIN =
      `<svg role="group" aria-label="Схема салона самолёта" viewBox="0 0 200 40">` +
      `<g class="seat" data-seat="3A" data-free="true" data-exit="true" role="button" aria-label="Место 3A, у окна, у аварийного выхода, 1 200 ₽"><rect width="34" height="34"/></g>` +
      `<g class="seat" data-seat="4A" data-free="true" role="button" aria-label="Место 4A, у окна, 500 ₽"><rect width="34" height="34"/></g>` +
      `</svg>`;
    const EXIT_LEGEND = [
      { mark: 'exit' as const, colour: '#d9480f', text: 'Аварийный выход: больше места для ног' },
    ];

    function Passenger({ barred }: { barred: boolean }) {
      const [mine, setMine] = useState<string | null>(null);
      const exitBarred = barred ? EXIT_ROW_REASON : undefined;
      return (
        <>
          <SeatPlan
            markup={CABIN}
            marks={{ mine, others: new Map(), exitBarred }}
            onToggle={(code) => setMine((current) => toggled(current, code))}
          />
          <PlanLegend marks={EXIT_LEGEND} exitBarred={exitBarred} />
          <p>Выбрано: {mine ?? 'ничего'}</p>
        </>
      );
    }
    const seat = (code: string) =>
      screen.getByRole('button', { name: new RegExp(`^Место ${code}`) });

    it('closes its seats to a child or an adult with a lap infant, and says why', async () => {
      render(<Passenger barred />);
      const exitSeat = seat('3A');
      expect(exitSeat.getAttribute('aria-disabled')).toBe('true');
      expect(exitSeat.getAttribute('aria-label')).toBe(
        'Место 3A, у окна, у аварийного выхода, 1 200 ₽, недоступно: у аварийного выхода не могут сидеть дети и пассажиры с младенцем на руках',
      );
      await userEvent.click(exitSeat);
      expect(screen.getByText('Выбрано: ничего')).toBeTruthy();
      expect(
        screen.getByText(
          'недоступно этому пассажиру: у аварийного выхода не могут сидеть дети и пассажиры с младенцем на руках',
        ),
      ).toBeTruthy();

      await userEvent.click(seat('4A'));
      expect(screen.getByText('Выбрано: 4A')).toBeTruthy();
    });

    it('gives up an exit seat chosen before its passenger was barred from it', async () => {
      const { rerender } = render(<Passenger barred={false} />);
      await userEvent.click(seat('3A'));
      expect(screen.getByText('Выбрано: 3A')).toBeTruthy();
      rerender(<Passenger barred />);
      expect(await screen.findByText('Выбрано: ничего')).toBeTruthy();
    });

    it('leaves them to an adult travelling without a child on the lap', async () => {
      render(<Passenger barred={false} />);
      expect(seat('3A').getAttribute('aria-disabled')).toBeNull();
      expect(screen.queryByText(/недоступно этому пассажиру/)).toBeNull();
      await userEvent.click(seat('3A'));
      expect(screen.getByText('Выбрано: 3A')).toBeTruthy();
    });
  });
});
