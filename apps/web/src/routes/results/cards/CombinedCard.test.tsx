import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trip, tripTrainLeg } from '../../../components/trip/trip-fixtures.test-support.ts';
import { endSession } from '../../../state/session.ts';
import { CombinedCard } from './CombinedCard.tsx';

describe('a combined result’s card', () => {
  afterEach(cleanup);

  it('opens the whole trip, and each leg its own page', async () => {
    endSession();
    const onOpen = vi.fn();
    const onOpenTrip = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CombinedCard route={trip} onOpen={onOpen} onOpenTrip={onOpenTrip} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Подробнее и купить' }));
    expect(onOpenTrip).toHaveBeenCalledWith(trip);
    expect(onOpen).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Поезд 012А/ }));
    expect(onOpen).toHaveBeenCalledWith(tripTrainLeg);
  });
});
