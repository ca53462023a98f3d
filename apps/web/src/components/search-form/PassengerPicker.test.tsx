import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PassengerPicker } from './PassengerPicker.tsx';

function Picker({ initial }: { initial: PassengerCounts }) {
  const [counts, setCounts] = useState(initial);
  return <PassengerPicker counts={counts} onChange={setCounts} error={undefined} />;
}

const counts = (adults: number, laps: number): PassengerCounts => ({
  adult_quantity: adults,
  child_quantity: 0,
  baby_with_place_quantity: 0,
  baby_without_place_quantity: laps,
});

describe('passenger picker', () => {
  afterEach(cleanup);

  it('takes no more babies without a place than adults to hold them', async () => {
    const user = userEvent.setup();
    render(<Picker initial={counts(1, 0)} />);
    await user.click(screen.getByRole('button', { name: /Пассажиры/ }));
    const moreLaps = screen.getByRole('button', { name: 'Младенцы без места: больше' });
    await user.click(moreLaps);
    expect(screen.getByRole('status', { name: 'Младенцы без места' }).textContent).toBe('1');
    expect(moreLaps).toHaveProperty('disabled', true);
    // Nor may the adult holding the baby be taken away.
    expect(screen.getByRole('button', { name: 'Взрослые: меньше' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Взрослые: больше' }));
    expect(moreLaps).toHaveProperty('disabled', false);
    expect(screen.getByText(/на руках: один на взрослого/)).toBeTruthy();
  }, 20_000);

  it('lets counts saved before the rule step back towards it', async () => {
    const user = userEvent.setup();
    render(<Picker initial={counts(1, 3)} />);
    await user.click(screen.getByRole('button', { name: /Пассажиры/ }));
    await user.click(screen.getByRole('button', { name: 'Младенцы без места: меньше' }));
    expect(screen.getByRole('status', { name: 'Младенцы без места' }).textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Взрослые: больше' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
