import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown } from './HoldCountdown.tsx';

const start = Date.parse('2026-11-25T12:00:00+03:00');

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down every second and says once that the places are released', () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt="2026-11-25T12:01:02+03:00" onExpire={onExpire} />);
    expect(screen.getByRole('timer').textContent).toBe('Места забронированы ещё 01:02');
    expect(screen.getByRole('status').textContent).toBe('До конца брони осталось меньше 5 минут');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer').textContent).toBe('Места забронированы ещё 00:59');
    expect(screen.getByRole('status').textContent).toBe('До конца брони осталось меньше минуты');

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Время брони истекло, места освобождены');
    expect(onExpire).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('says at once that a hold already over is over', () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt="2026-11-25T11:59:00+03:00" onExpire={onExpire} />);
    expect(screen.getByRole('status').textContent).toBe('Время брони истекло, места освобождены');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
