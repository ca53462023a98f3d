import { paymentMessages } from '@peresadka/contracts/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../../api/query-client.ts';
import { trainOrder } from './confirm-fixtures.test-support.ts';
import { ConfirmOrder } from './ConfirmOrder.tsx';

vi.mock('../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

function show() {
  const router = createMemoryRouter([{ path: '/', element: <ConfirmOrder orderId={17} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ConfirmOrder', () => {
  afterEach(cleanup);

  it('says what became of a second payment of a paid order, and offers nothing to pay', async () => {
    fakeServer({
      order: () =>
        trainOrder({
          status: 'PAID',
          hold_expires_at: null,
          paid_at: '2026-11-25T12:05:00+03:00',
          payment_note: paymentMessages.duplicateRefunding,
        }),
    });
    show();
    await screen.findByText(paymentMessages.duplicateRefunding);
    expect(screen.getAllByText('Оплачен').length).toBeGreaterThan(0);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
