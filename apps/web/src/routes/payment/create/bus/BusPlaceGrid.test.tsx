import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusPlaceGrid, busPlaces } from './BusPlaceGrid.tsx';

describe('bus places', () => {
  afterEach(cleanup);

  it('draws every place of the bus where it is, taken ones too', () => {
    expect(busPlaces(['4', '1', '2'], 5)).toEqual([
      { place: '1', free: true },
      { place: '2', free: true },
      { place: '3', free: false },
      { place: '4', free: true },
      { place: '5', free: false },
    ]);
  });

  it('offers free places as buttons named by their number', async () => {
    const onToggle = vi.fn();
    render(
      <BusPlaceGrid
        places={['1', '2', '4']}
        total={4}
        marks={{ mine: '1', others: new Map([['2', 'пассажир 2']]) }}
        onToggle={onToggle}
      />,
    );
    const mine = screen.getByRole('button', { name: 'Место 1' });
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Место 2, выбрано: пассажир 2' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Место 3, занято' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Место 4' }));
    expect(onToggle).toHaveBeenCalledWith('4');
  });
});
