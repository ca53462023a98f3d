import { trainDetailQuery } from '../../../../features/rides/api/ride-detail.ts';
import { MAX_PASSENGERS_TOTAL } from '@peresadka/contracts/constants';
import type { SavedPassenger } from '@peresadka/contracts/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedPassengersQueryKey } from '../../../../features/orders/api/saved-passengers.ts';
import { counts, trainDetail, trainLeg } from '../form/order-fixtures.test-support.ts';
import { TrainOrderForm } from './TrainOrderForm.tsx';
import { setPhoneWidth } from '../../../../test-support/viewport.ts';
import { USER_INFO_KEY } from '../../../../features/accounts/api/favorites.ts';
import { endSession, startSession } from '../../../../state/session.ts';
import type { UserInfo } from '@peresadka/contracts/profile';

const earlier: SavedPassenger = {
  last_name: 'Петров',
  first_name: 'Пётр',
  middle_name: 'Ильич',
  sex: 'Male',
  birthday: '1970-01-02',
  document_type: 'RussianPassport',
  document_number: '4506123456',
  document_valid_till: null,
  citizenship: 'Российская Федерация',
};

let queryClient: QueryClient;

/** Filling a form for three, click by click. */
const SLOW = { timeout: 30_000 };

/** The form over the detail the server gave, as the page shows it to a signed-in user. */
function openForm(travellers = counts(1)) {
  const router = createMemoryRouter(
    [
      {
        path: '/payment/create/train',
        element: <TrainOrderForm leg={trainLeg} counts={travellers} />,
      },
    ],
    { initialEntries: ['/payment/create/train'] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const passenger = (n: number) => screen.getByRole('group', { name: new RegExp(`^Пассажир ${n}`) });

describe('TrainOrderForm', () => {
  beforeEach(() => {
    setPhoneWidth(false);
    queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    });
    queryClient.setQueryData(trainDetailQuery(trainLeg, counts(1)).queryKey, trainDetail);
    queryClient.setQueryData(trainDetailQuery(trainLeg, counts(2, 1)).queryKey, trainDetail);
    queryClient.setQueryData(savedPassengersQueryKey, [earlier]);
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    sessionStorage.clear();
    endSession();
  });

  it('starts a signed-in traveller’s contacts with the account’s phone and e-mail', async () => {
    startSession('access-token');
    const account: UserInfo = {
      username: 'anna',
      email: 'anna@example.ru',
      first_name: 'Анна',
      last_name: 'Петрова',
      phone: '+79161234567',
      favorite_routes: [],
      trips_lists: [],
    };
    queryClient.setQueryData(USER_INFO_KEY, account);
    openForm();
    const phone = screen.getByLabelText('Телефон') as HTMLInputElement;
    expect(phone.value).toBe('+7 (916) 123-45-67');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.ru');

    // What the traveller types instead stays theirs.
    await userEvent.clear(phone);
    await userEvent.type(phone, '9035556677');
    expect(phone.value).toBe('+7 (903) 555-66-77');
  });

  it('leaves the phone empty for an account without one', () => {
    startSession('access-token');
    queryClient.setQueryData<Partial<UserInfo>>(USER_INFO_KEY, {
      email: 'boris@example.ru',
      phone: null,
    });
    openForm();
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('boris@example.ru');
  });

  it('shows the contracts’ messages at their fields and moves to the first', async () => {
    openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    const phone = screen.getByLabelText('Телефон');
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Введите номер телефона')).toBeTruthy();
    const first = within(passenger(1));
    expect(first.getByText('Укажите фамилию для пассажира - 1')).toBeTruthy();
    expect(first.getByText('Укажите тип вагона для пассажира - 1')).toBeTruthy();
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Проверьте'))).toBe(
      true,
    );

    await userEvent.type(first.getByLabelText('Фамилия'), 'Ёлкина');
    expect(first.queryByText('Укажите фамилию для пассажира - 1')).toBeNull();
  });

  it('chooses one car for everyone and resets car and places in order (SPEC §4)', async () => {
    openForm();
    expect(screen.getByText(/Место назначим автоматически/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Тип вагона'), 'Compartment');
    await userEvent.selectOptions(screen.getByLabelText('Вагон'), '01');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Место 1, нижнее, 4\s296\s₽, свободно$/ }),
    );
    const block = within(passenger(1));
    expect(block.getByText('Вагон 01, место 1.')).toBeTruthy();
    // Sold apart: the traveller sees its price and may leave it.
    const sold = block.getByRole('checkbox', { name: 'Постельное бельё — 250\u00a0₽' });
    expect((sold as HTMLInputElement).disabled).toBe(false);

    // In the fare: ticked, and not to be unticked.
    await userEvent.selectOptions(screen.getByLabelText('Вагон'), '02');
    expect(block.getByText('Вагон 02, место назначим автоматически.')).toBeTruthy();
    const included = block.getByRole('checkbox', { name: 'Постельное бельё' }) as HTMLInputElement;
    expect([included.checked, included.disabled]).toEqual([true, true]);
    expect(block.getByText('Включено в стоимость билета в этом вагоне')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Тип вагона'), 'ReservedSeat');
    expect((screen.getByLabelText('Вагон') as HTMLSelectElement).value).toBe('');
  });

  it(
    'lets a family pick its places on one plan in turn, change one, or seat all at once',
    SLOW,
    async () => {
      openForm(counts(2, 1));
      await userEvent.selectOptions(within(passenger(3)).getByLabelText('Билет'), 'Child');
      await userEvent.selectOptions(screen.getByLabelText('Тип вагона'), 'Compartment');
      await userEvent.selectOptions(screen.getByLabelText('Вагон'), '01');
      const place = (n: number) => screen.getByRole('button', { name: new RegExp(`^Место ${n},`) });
      // Each press gives the place to the next traveller without one.
      await userEvent.click(place(5));
      await userEvent.click(place(7));
      await userEvent.click(place(6));
      expect([1, 2, 3].map((n) => within(passenger(n)).getByText(/^Вагон 01/).textContent)).toEqual(
        ['Вагон 01, место 5.', 'Вагон 01, место 7.', 'Вагон 01, место 6.'],
      );
      expect(place(7).getAttribute('aria-label')).toBe(
        'Место 7, нижнее, 4\u00a0296\u00a0₽, выбрано: пассажир 2',
      );
      expect(place(7).getAttribute('aria-disabled')).toBe('true');

      // Passenger 2 moves to 8; 7 is free again.
      await userEvent.click(screen.getByRole('radio', { name: /^Пассажир 2/ }));
      expect(place(7).getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(place(8));
      expect(within(passenger(2)).getByText('Вагон 01, место 8.')).toBeTruthy();
      expect(place(7).getAttribute('aria-label')).toMatch(/свободно$/);

      await userEvent.click(screen.getByRole('button', { name: 'Нижние места' }));
      expect([1, 2, 3].map((n) => within(passenger(n)).getByText(/^Вагон 01/).textContent)).toEqual(
        ['Вагон 01, место 1.', 'Вагон 01, место 3.', 'Вагон 01, место 5.'],
      );
      await userEvent.click(screen.getByRole('button', { name: 'Все в одном купе' }));
      expect(screen.getByText('Места 1, 3, 2 выбраны для всех.')).toBeTruthy();
    },
  );

  it('moves between places with the arrows, one Tab stop for the whole plan', async () => {
    openForm();
    await userEvent.selectOptions(screen.getByLabelText('Тип вагона'), 'Compartment');
    await userEvent.selectOptions(screen.getByLabelText('Вагон'), '01');
    const plan = screen.getByRole('group', { name: 'Схема вагона 01: Купе' });
    const stops = within(plan)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Место 1, нижнее, 4\u00a0296\u00a0₽, свободно',
    ]);
    stops[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Место 3, нижнее/);
    await userEvent.keyboard('{Enter}');
    expect(within(passenger(1)).getByText('Вагон 01, место 3.')).toBeTruthy();
  });

  it('clears the number and sets the citizenship when the document changes', async () => {
    openForm();
    const block = within(passenger(1));
    await userEvent.type(block.getByLabelText('Номер документа'), '4506123456');
    await userEvent.selectOptions(block.getByLabelText('Документ'), 'ForeignPassport');
    expect((block.getByLabelText('Номер документа') as HTMLInputElement).value).toBe('');
    expect((block.getByLabelText('Гражданство') as HTMLInputElement).value).toBe('');
  });

  it('fills a block from an earlier order', async () => {
    openForm();
    const block = within(passenger(1));
    await userEvent.selectOptions(block.getByLabelText('Выбрать из прежних пассажиров'), '0');
    expect((block.getByLabelText('Фамилия') as HTMLInputElement).value).toBe('Петров');
    expect((block.getByLabelText('Номер документа') as HTMLInputElement).value).toBe('4506123456');
    expect((block.getByLabelText('Пол') as HTMLSelectElement).value).toBe('Male');
  });

  it('adds passengers up to the limit and removes them down to one', async () => {
    openForm();
    const add = screen.getByRole('button', { name: '+ Добавить пассажира' });
    expect(screen.queryByRole('button', { name: 'Удалить пассажира 1' })).toBeNull();
    await userEvent.click(add);
    expect(passenger(2).contains(document.activeElement)).toBe(true);
    for (let n = 3; n <= MAX_PASSENGERS_TOTAL; n++) await userEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText(`В одном заказе — не больше ${MAX_PASSENGERS_TOTAL} пассажиров.`),
    ).toBeTruthy();
    for (let n = MAX_PASSENGERS_TOTAL; n > 1; n--) {
      await userEvent.click(screen.getByRole('button', { name: `Удалить пассажира ${n}` }));
    }
    expect(screen.queryByRole('group', { name: /^Пассажир 2/ })).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('says when the chosen ticket does not fit the age on the day of departure', async () => {
    openForm();
    const block = within(passenger(1));
    await userEvent.type(block.getByLabelText('Дата рождения'), '2020-05-01');
    expect(block.getByText(/Взрослый \(от 10 лет\)» не подходит по возрасту/)).toBeTruthy();
    await userEvent.selectOptions(block.getByLabelText('Билет'), 'Child');
    expect(block.queryByText(/не подходит по возрасту/)).toBeNull();
  });

  it('keeps what was typed for the session, under the ride', async () => {
    const first = openForm();
    await userEvent.type(within(passenger(1)).getByLabelText('Фамилия'), 'Черновикова');
    first.unmount();
    openForm();
    expect((within(passenger(1)).getByLabelText('Фамилия') as HTMLInputElement).value).toBe(
      'Черновикова',
    );
  });
});
