import { AppError } from '@peresadka/contracts/errors';
import {
  ticketCheckMessages,
  type TicketCheck as Checked,
} from '@peresadka/contracts/ticket-check';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { TicketCheck } from './TicketCheck.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const PEM =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAT3rPzDu8FmKYz3Zy0OG2BM7q5Mbjx/pt257UE3YQDng=\n-----END PUBLIC KEY-----\n';
const key = {
  algorithm: 'Ed25519',
  format: 'PRS2',
  pem: PEM,
  raw: 'T3rPzDu8FmKYz3Zy0OG2BM7q5Mbjx_pt257UE3YQDng',
} as const;

const valid: Checked = {
  status: 'valid',
  detail: ticketCheckMessages.valid,
  ticket: {
    number: '75550123456789',
    mode: 'TRAIN',
    ride: '002Й',
    departure: '2026-12-01T20:05+03:00',
    from: 'Москва, Казанский вокзал',
    to: 'Казань, Казань-Пасс.',
    car: '01',
    place: '5',
  },
};

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TicketCheck />
    </QueryClientProvider>,
  );

describe('TicketCheck', () => {
  afterEach(cleanup);

  it('shows the published key and what the site says of a ticket number', async () => {
    const server = fakeServer({
      ticketPublicKey: () => key,
      ticketCheck: ({ params }) =>
        params.number === '7555 0123456789'
          ? valid
          : { status: 'returned', detail: ticketCheckMessages.returned, ticket: valid.ticket },
    });
    show();
    expect(await screen.findByText(/MCowBQYDK2VwAyEAT3rPzDu8/)).toBeTruthy();
    expect(screen.getByText(key.raw)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Скачать ключ файлом' }).getAttribute('href')).toBe(
      '/api/v1/tickets/public-key.pem',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Номер билета' }), '7555 0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Билет действителен')).toBeTruthy();
    expect(screen.getByText('01.12.2026 20:05 по местному времени')).toBeTruthy();
    expect(screen.getByText('Москва, Казанский вокзал → Казань, Казань-Пасс.')).toBeTruthy();
    expect(screen.getByText('вагон 01, место 5')).toBeTruthy();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Номер билета' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Номер билета' }), '75550123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Билет возвращён и недействителен')).toBeTruthy();
    expect(server.count('ticketCheck')).toBe(2);
  });

  it('asks for a number before asking the site, and shows the site’s refusal', async () => {
    const server = fakeServer({
      ticketPublicKey: () => key,
      ticketCheck: () => {
        throw new AppError('validation', 'Bad number', {
          fieldErrors: { number: ['Такого номера билета нет'] },
        });
      },
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('alert').textContent).toBe('Укажите номер билета');
    expect(server.count('ticketCheck')).toBe(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Номер билета' }), '7'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Такого номера билета нет');
    expect(screen.getByRole('textbox', { name: 'Номер билета' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
