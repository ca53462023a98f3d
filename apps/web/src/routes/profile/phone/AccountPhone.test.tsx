import type { UserInfo } from '@peresadka/contracts/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_INFO_KEY } from '../../../features/accounts/api/favorites.ts';
import { endSession, startSession } from '../../../state/session.ts';
import { AccountPhone } from './AccountPhone.tsx';

/** The server as the browser meets it: answers set_phone with `answer`, records the bodies sent. */
function serverAnswering(answer: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return sent;
}

let queryClient: QueryClient;
const show = (phone: string | null) =>
  render(
    <QueryClientProvider client={queryClient}>
      <AccountPhone phone={phone} />
    </QueryClientProvider>,
  );

describe('AccountPhone', () => {
  beforeEach(() => {
    startSession('access-token');
    queryClient = new QueryClient();
    queryClient.setQueryData<Partial<UserInfo>>(USER_INFO_KEY, { phone: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    endSession();
  });

  it('writes the number as the order form does, saves it and tells so', async () => {
    const sent = serverAnswering(() =>
      Response.json({ detail: 'Телефон сохранён', phone: '+79161234567' }),
    );
    show(null);
    const field = screen.getByLabelText('Телефон для заказов') as HTMLInputElement;
    await userEvent.type(field, '89161234567');
    expect(field.value).toBe('+7 (916) 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    // The first answer waits for the contracts' schemas that check it in tests.
    expect(await screen.findByText('Телефон сохранён', {}, { timeout: 10_000 })).toBeTruthy();
    expect(sent).toEqual([{ phone: '+7 (916) 123-45-67' }]);
    expect(queryClient.getQueryData<UserInfo>(USER_INFO_KEY)?.phone).toBe('+79161234567');
  });

  it('shows the saved number, and the server’s Russian message at the field when refused', async () => {
    serverAnswering(() =>
      Response.json({ phone: ['Введите корректный номер телефона.'] }, { status: 400 }),
    );
    show('+79031112233');
    const field = screen.getByLabelText('Телефон для заказов') as HTMLInputElement;
    expect(field.value).toBe('+7 (903) 111-22-33');
    await userEvent.type(field, '{Backspace}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите корректный номер телефона.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
