import type { CarInfo } from '@peresadka/contracts/detail';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPhoneWidth } from '../../../../test-support/viewport.ts';
import { trainDetail } from '../form/order-fixtures.test-support.ts';
import { TrainCarPlan } from './TrainCarPlan.tsx';

const base = trainDetail.detail.car_info[0]!;

/** A плацкарт with compartments 1 and 2 sold to women and men, and place 4 taken. */
const reserved: CarInfo = {
  ...base,
  car_type: 'ReservedSeat',
  readable_car_type: 'Плацкарт',
  car_number: '07',
  place_quantity: 54,
  places: [1, 2, 3, 5, 6, 53, 54].map((number) => ({
    number,
    price: number > 36 ? 250_000 : 310_000,
    gender: number <= 4 ? 'female' : number <= 8 ? 'male' : null,
  })),
};

const place = (n: number) => screen.getByRole('button', { name: new RegExp(`^Место ${n},`) });

// Roles are looked up among 54 buttons; jsdom takes its time.
describe('TrainCarPlan', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it.each([false, true])(
    'draws a плацкарт’s compartments, side berths, prices, genders and taken places (phone: %s)',
    (phone) => {
      setPhoneWidth(phone);
      render(<TrainCarPlan car={reserved} owners={new Map()} current={null} onPick={() => {}} />);
      const plan = screen.getByRole('group', { name: 'Схема вагона 07: Плацкарт' });
      expect(plan.getAttribute('data-variant')).toBe(phone ? 'mobile' : 'desktop');
      expect(within(plan).getAllByRole('group', { name: /^Отсек/ })).toHaveLength(9);
      expect(within(plan).getAllByRole('button')).toHaveLength(54);
      expect(
        within(plan).getByRole('group', { name: 'Отсек 1, женское купе' }).textContent,
      ).toContain('Ж');
      expect(place(1).getAttribute('aria-label')).toBe(
        'Место 1, нижнее, женское купе, 3\u00a0100\u00a0₽, свободно',
      );
      expect(place(54).getAttribute('aria-label')).toBe(
        'Место 54, верхнее боковое, женское купе, 2\u00a0500\u00a0₽, свободно',
      );
      expect(place(4).getAttribute('aria-label')).toBe('Место 4, верхнее, женское купе, занято');
      expect(place(4).getAttribute('aria-disabled')).toBe('true');
      // A computer's narrower cells leave out the roubles' sign.
      expect(place(1).getAttribute('data-caption')).toBe(
        phone ? '3\u00a0100\u00a0₽' : '3\u00a0100',
      );
    },
  );

  it('picks a free place, not a taken one nor another traveller’s', async () => {
    setPhoneWidth(false);
    const onPick = vi.fn();
    render(
      <TrainCarPlan
        car={reserved}
        owners={new Map([[2, { name: 'пассажир 2', short: '2' }]])}
        current={null}
        onPick={onPick}
      />,
    );
    await userEvent.click(place(4));
    await userEvent.click(place(2));
    await userEvent.click(place(3));
    expect(onPick.mock.calls).toEqual([[3]]);
    expect(place(2).getAttribute('data-caption')).toBe('пасс. 2');
  });

  it('gives up a chosen place taken since', () => {
    setPhoneWidth(false);
    const onPick = vi.fn();
    render(<TrainCarPlan car={reserved} owners={new Map()} current={4} onPick={onPick} />);
    expect(onPick).toHaveBeenCalledWith(4);
  });
});
