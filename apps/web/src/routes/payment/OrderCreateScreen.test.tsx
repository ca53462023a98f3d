import { uiMessages } from '@peresadka/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseRoute } from '../../state/chosen-route.ts';
import { endSession } from '../../state/session.ts';
import { counts, trainLeg } from './create/form/order-fixtures.test-support.ts';
import { OrderCreateScreen } from './OrderCreateScreen.tsx';
import { setPhoneWidth } from '../../test-support/viewport.ts';

function LoginProbe() {
  const state: unknown = useLocation().state;
  return <p>Вход, затем {JSON.stringify(state)}</p>;
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment/create/:type', element: <OrderCreateScreen /> },
      { path: '/results', element: <p>Результаты поиска</p> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('OrderCreateScreen', () => {
  beforeEach(() => {
    setPhoneWidth(false);
    endSession();
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('sends the visitor to the results without a chosen ride, for another mode or type', () => {
    expect(open('/payment/create/train').state.location.pathname).toBe('/results');
    cleanup();
    chooseRoute({ leg: trainLeg, counts: counts(1), serviceClass: 'Economic' });
    expect(open('/payment/create/bus').state.location.pathname).toBe('/results');
    cleanup();
    expect(open('/payment/create/car').state.location.pathname).toBe('/results');
  });

  it('asks a visitor to sign in and comes back to this order', async () => {
    chooseRoute({ leg: trainLeg, counts: counts(1), serviceClass: 'Economic' });
    open('/payment/create/train');
    expect(screen.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(uiMessages.loginToOrder);
    expect(screen.getByText('Поезд 368А')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Шаги оформления заказа' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Войти' }));
    expect(screen.getByText('Вход, затем {"redirect":"/payment/create/train"}')).toBeTruthy();
  });
});
