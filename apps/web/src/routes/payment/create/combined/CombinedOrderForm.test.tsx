import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { AviaDetailResponse } from '@peresadka/contracts/detail';
import type { CombinedConfirmState } from '@peresadka/contracts/orders';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeServer } from '../../../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../../../api/query-client.ts';
import {
  CABIN_PLAN,
  trip,
  tripAviaDetail,
  tripTrainDetail,
  twoAdults,
} from '../../../../components/trip/trip-fixtures.test-support.ts';
import { chooseTrip } from '../../../../state/chosen-trip.ts';
import { endSession, startSession } from '../../../../state/session.ts';
import { OrderCreateScreen } from '../../OrderCreateScreen.tsx';
import { setPhoneWidth } from '../../../../test-support/viewport.ts';

vi.mock('../../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

/** Typing two travellers' documents is long; no pause between keys. */
const user = userEvent.setup({ delay: null });
/** Tests that fill the whole form. */
const FILLING = { timeout: 20_000 };

function Arrived() {
  const { pathname, search } = useLocation();
  return <p>Перешли на {`${pathname}${search}`}</p>;
}

function open(path = '/payment/create/combined/') {
  const router = createMemoryRouter(
    [
      { path: '/payment/create/:type', element: <OrderCreateScreen /> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The server of the trip's legs; `order` answers the order itself. */
function server(
  order: FakeServer['createCombinedOrder'],
  train = tripTrainDetail,
  aviaDetail: NonNullable<FakeServer['aviaDetail']> = () => tripAviaDetail,
) {
  return fakeServer({
    aviaDetail,
    trainDetail: () => train,
    savedPassengers: () => [],
    aviaSchema: ({ body }) => {
      expect(body).toEqual({
        aircraft_seat_scheme_id: '320',
        flight_id: trip.legs[0]!.route_id,
        service_class: 'Economic',
      });
      return { avia_schema: CABIN_PLAN, legend: [], errors: [] };
    },
    ...(order ? { createCombinedOrder: order } : {}),
  });
}

const passenger = (n: number) => screen.getByRole('group', { name: new RegExp(`^Пассажир ${n}`) });
/** The train leg's one plan for the whole group, below the travellers. */
const trainPlan = () =>
  screen.getByRole('group', { name: /^Участок 2: поезд 012А .* — вагон и места для всех$/ });
const leg = (n: number, k: number) =>
  within(passenger(n)).getByRole('group', { name: new RegExp(`^Участок ${k}:`) });

async function fillTraveller(n: number, lastName: string, passport: string) {
  const block = within(passenger(n));
  await user.type(block.getByLabelText('Фамилия'), lastName);
  await user.type(block.getByLabelText('Имя'), 'Анна');
  await user.type(block.getByLabelText('Отчество'), 'Петровна');
  await user.selectOptions(block.getByLabelText('Пол'), 'Female');
  await user.type(block.getByLabelText('Дата рождения'), '1985-03-14');
  await user.type(block.getByLabelText('Номер документа'), passport);
}

async function fillContacts() {
  await user.type(screen.getByLabelText('Телефон'), '9161234567');
  await user.type(screen.getByLabelText('E-mail'), 'anna@example.ru');
}

const person = (n: number, lastName: string, passport: string) => ({
  passenger_id: n,
  last_name: lastName,
  first_name: 'Анна',
  middle_name: 'Петровна',
  sex: 'Female',
  birthday: '1985-03-14',
  document_type: 'RussianPassport',
  document_number: passport,
  document_valid_till: null,
  citizenship: 'Российская Федерация',
  category: 'Adult',
});

const created = { order_id: 41, transport_type: 'combined' } as CombinedConfirmState;
/** A leg that crosses no border names no transit document. */
const noTransit = { transit_document: null };

const family = (code: string, name: string, baggage: string | null, total: number) => ({
  code,
  name,
  baggage_included: baggage !== null,
  total_price: total,
  fare_description: { ...tripAviaDetail.common.segments[0]!.flights[0]!.fare_description, baggage },
});
/** The flight sells a fare with a bag beside the basic one: 21 000 ₽ and 27 000 ₽ for both. */
const FAMILIES = [
  family('EB', 'Эконом Базовый', null, 2_100_000),
  family('ES', 'Эконом Стандарт', '23 кг', 2_700_000),
];
/** The flight's detail at its cheapest family, offering the other with its price. */
const withFamilies: AviaDetailResponse = {
  ...tripAviaDetail,
  common: { ...tripAviaDetail.common, fare_families: FAMILIES },
};

describe('the combined trip’s order form', () => {
  beforeEach(() => {
    setPhoneWidth(false);
    startSession('access-token');
    chooseTrip({ route: trip, counts: twoAdults, serviceClass: 'Economic' });
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    endSession();
  });

  it(
    'asks each traveller once and sends a choice for every leg, then opens the confirm page',
    FILLING,
    async () => {
      let sent: unknown;
      const calls = server(({ body }) => {
        sent = body;
        return created;
      });
      const router = open();
      await screen.findByRole('group', { name: /^Пассажир 2/ });
      expect(screen.queryByRole('group', { name: /^Пассажир 3/ })).toBeNull();
      // The aside: the trip, and what both pay.
      const aside = within(screen.getByRole('complementary', { name: 'Поездка и стоимость' }));
      expect(aside.getByText(/переезд: аэропорт Шереметьево → Москва Казанская/)).toBeTruthy();
      expect(aside.getByText(/Итого за 2 пассажиров/).textContent?.replace(/\s/g, ' ')).toBe(
        'Итого за 2 пассажиров: от 30 000 ₽',
      );

      expect(leg(1, 1).textContent).toContain('Участок 1: самолёт SU 1700 Храброво → Шереметьево');
      expect(leg(1, 2).textContent).toContain(
        'Участок 2: поезд 012А Москва Казанская → Казань-Пасс.',
      );
      // The train's type defaults to the cheapest with places, for the whole group.
      expect((screen.getByLabelText('Тип вагона, участок 2') as HTMLSelectElement).value).toBe(
        'ReservedSeat',
      );
      expect(within(passenger(1)).getByLabelText('Категория, пассажир 1')).toBeTruthy();

      await fillContacts();
      await fillTraveller(1, 'Иванова', '4506123456');
      await fillTraveller(2, 'Петрова', '4506654321');

      // Traveller 1 takes a seat on the plane.
      await user.click(
        within(leg(1, 1)).getByText(/Выбрать место на схеме/, { selector: 'summary' }),
      );
      await user.click(await within(leg(1, 1)).findByRole('button', { name: 'Место 12A' }));
      expect(within(leg(1, 1)).getByText(/Выбрано: рейс SU 1700, место 12A/)).toBeTruthy();
      // On the train, one car and one plan for both: each press seats the next traveller.
      const plan = within(trainPlan());
      await user.selectOptions(plan.getByLabelText('Тип вагона, участок 2'), 'Compartment');
      await user.selectOptions(plan.getByLabelText('Вагон, участок 2'), '03');
      await user.click(plan.getByRole('button', { name: /^Место 5, нижнее, / }));
      await user.click(plan.getByRole('button', { name: /^Место 7, нижнее, / }));
      expect(plan.getByRole('button', { name: /^Место 7, / }).getAttribute('aria-label')).toMatch(
        /выбрано: пассажир 2$/,
      );
      expect(within(leg(1, 2)).getByText('Вагон 03, место 5.')).toBeTruthy();
      expect(within(leg(2, 2)).getByText('Вагон 03, место 7.')).toBeTruthy();
      // Traveller 2 changes to 8, and 7 is free again.
      await user.click(plan.getByRole('radio', { name: /^Пассажир 2 \(Анна Петрова\), взрослый/ }));
      await user.click(plan.getByRole('button', { name: /^Место 8, верхнее, / }));
      expect(within(leg(2, 2)).getByText('Вагон 03, место 8.')).toBeTruthy();
      expect(plan.getByRole('button', { name: /^Место 7, / }).getAttribute('aria-label')).toMatch(
        /свободно$/,
      );
      await user.click(
        screen.getByRole('checkbox', {
          name: 'Постельное бельё — 250\u00a0₽, пассажир 2, участок 2',
        }),
      );
      expect(
        within(leg(2, 1)).getByText(/назначим автоматически, рядом с попутчиками/),
      ).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Продолжить' }));
      await screen.findByText('Перешли на /payment/confirm/combined?order=41');
      expect(calls.count('createCombinedOrder')).toBe(1);
      expect(sent).toEqual({
        route_id: trip.route_id,
        service_class: 'Economic',
        contacts: { contact_phone: '+79161234567', contact_email: 'anna@example.ru' },
        // No family chosen on the plane: its cheapest.
        fare_codes: [null, null],
        passengers: [
          {
            ...person(1, 'Иванова', '4506123456'),
            legs: [
              { ...noTransit, car_type: null, car_number: null, place: '12A', bedding: false },
              {
                ...noTransit,
                car_type: 'Compartment',
                car_number: '03',
                place: '5',
                bedding: false,
              },
            ],
          },
          {
            ...person(2, 'Петрова', '4506654321'),
            legs: [
              { ...noTransit, car_type: null, car_number: null, place: null, bedding: false },
              {
                ...noTransit,
                car_type: 'Compartment',
                car_number: '03',
                place: '8',
                bedding: true,
              },
            ],
          },
        ],
      });
      expect(router.state.location.pathname).toBe('/payment/confirm/combined');
    },
  );

  it(
    'prices the plane leg at the fare family chosen for it, in the total and in the order',
    FILLING,
    async () => {
      let sent: unknown;
      server(
        ({ body }) => {
          sent = body;
          return created;
        },
        tripTrainDetail,
        () => withFamilies,
      );
      open();
      const fares = within(
        await screen.findByRole('group', { name: /^Участок 1: самолёт SU 1700 .* — тариф$/ }),
      );
      // A family's radio in its card (jsdom names it by neither its label nor its text).
      const fare = (name: string) =>
        within(fares.getByText(name).closest('label')!).getByRole('radio');
      const total = () =>
        within(screen.getByRole('complementary', { name: 'Поездка и стоимость' }))
          .getByText(/Итого за 2 пассажиров/)
          .textContent?.replace(/\s/g, ' ');
      expect(total()).toBe('Итого за 2 пассажиров: от 30 000 ₽');
      expect((fare('Эконом Базовый') as HTMLInputElement).checked).toBe(true);
      expect(fares.getByText('Багаж: 23 кг')).toBeTruthy();

      await user.click(fare('Эконом Стандарт'));
      await waitFor(() => expect(total()).toBe('Итого за 2 пассажиров: от 36 000 ₽'));
      expect((fare('Эконом Стандарт') as HTMLInputElement).checked).toBe(true);

      await fillContacts();
      await fillTraveller(1, 'Иванова', '4506123456');
      await fillTraveller(2, 'Петрова', '4506654321');
      await user.click(screen.getByRole('button', { name: 'Продолжить' }));
      await screen.findByText('Перешли на /payment/confirm/combined?order=41');
      expect(sent).toMatchObject({ fare_codes: ['ES', null] });
    },
  );

  it(
    'asks each traveller’s transit document on a train leg through another country, and sends it',
    FILLING,
    async () => {
      let sent: { passengers: { legs: { transit_document: string | null }[] }[] } | undefined;
      server(
        ({ body }) => {
          sent = body as typeof sent;
          return created;
        },
        {
          ...tripTrainDetail,
          detail: {
            ...tripTrainDetail.detail,
            car_info: tripTrainDetail.detail.car_info.map((car) => ({
              ...car,
              is_transit_document_required: true,
            })),
          },
        },
      );
      open();
      await screen.findByRole('group', { name: /^Пассажир 2/ });
      // The plane leg asks nothing of the kind.
      expect(within(leg(1, 1)).queryByLabelText(/^Транзитный документ/)).toBeNull();
      await fillContacts();
      await fillTraveller(1, 'Иванова', '4506123456');
      await fillTraveller(2, 'Петрова', '4506654321');
      await user.selectOptions(
        screen.getByLabelText('Транзитный документ, пассажир 1, участок 2'),
        'SimplifiedDocument',
      );
      await user.selectOptions(
        screen.getByLabelText('Транзитный документ, пассажир 2, участок 2'),
        'Permission',
      );
      await user.click(screen.getByRole('button', { name: 'Продолжить' }));
      await screen.findByText('Перешли на /payment/confirm/combined?order=41');
      expect(sent!.passengers.map((p) => p.legs.map((l) => l.transit_document))).toEqual([
        [null, 'SimplifiedDocument'],
        [null, 'Permission'],
      ]);
    },
  );

  it('never chooses «Общий» for a traveller, even where it is the cheapest', async () => {
    const [shared, ...rest] = tripTrainDetail.detail.car_prices;
    server(() => created, {
      ...tripTrainDetail,
      detail: { ...tripTrainDetail.detail, car_prices: [{ ...shared!, free_places: 30 }, ...rest] },
    });
    open();
    const carType = (await screen.findByLabelText('Тип вагона, участок 2')) as HTMLSelectElement;
    expect(carType.value).toBe('ReservedSeat');
    expect(screen.queryByLabelText(/^Тип вагона, пассажир/)).toBeNull();
  });

  it('requires a train leg’s car type before sending, at its select', async () => {
    const calls = server(() => created);
    open();
    const carType = (await screen.findByLabelText('Тип вагона, участок 2')) as HTMLSelectElement;
    await user.selectOptions(carType, '');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(carType.getAttribute('aria-invalid')).toBe('true');
    expect(within(trainPlan()).getByText('Укажите тип вагона для пассажира - 1')).toBeTruthy();
    expect(calls.count('createCombinedOrder')).toBe(0);

    await user.selectOptions(carType, 'Compartment');
    expect(within(trainPlan()).queryByText('Укажите тип вагона для пассажира - 1')).toBeNull();
  });

  it(
    'puts the server’s messages at the leg and field they name, the rest in the summary',
    FILLING,
    async () => {
      server(() => {
        throw new AppError('validation', 'Invalid payload', {
          fieldErrors: {
            'passengers.0.legs.1.car_type': [
              'Участок 2, поезд 012А Москва Казанская — Казань-Пасс.: в вагонах «Плацкарт» мест нет',
            ],
            'passengers.1.legs.0.places.0': [
              'Участок 1, рейс SU 1700 Храброво — Шереметьево: В самолёте нет места 99Z',
            ],
            passengers: ['У пассажиров совпадают места'],
          },
        });
      });
      open();
      await screen.findByRole('group', { name: /^Пассажир 2/ });
      await fillContacts();
      await fillTraveller(1, 'Иванова', '4506123456');
      await fillTraveller(2, 'Петрова', '4506654321');
      await user.click(screen.getByRole('button', { name: 'Продолжить' }));

      await within(trainPlan()).findByText(/в вагонах «Плацкарт» мест нет/);
      expect(screen.getByLabelText('Тип вагона, участок 2').getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(within(leg(2, 1)).getByRole('alert').textContent).toBe(
        'Участок 1, рейс SU 1700 Храброво — Шереметьево: В самолёте нет места 99Z',
      );
      // What no field shows goes to the form's summary; the red block says the first message.
      expect(screen.getByText('У пассажиров совпадают места').tagName).toBe('LI');
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes('«Плацкарт» мест нет')),
      ).toBe(true);
    },
  );

  it('says which leg’s place is gone when the server refuses the order', FILLING, async () => {
    const gone = 'Участок 2, поезд 012А Москва Казанская — Казань-Пасс.: место 5 уже занято';
    server(() => {
      throw new AppError('conflict', gone, { userMessage: gone });
    });
    open();
    await screen.findByRole('group', { name: /^Пассажир 2/ });
    await fillContacts();
    await fillTraveller(1, 'Иванова', '4506123456');
    await fillTraveller(2, 'Петрова', '4506654321');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect((await screen.findByText(gone)).getAttribute('role')).toBe('alert');
  });

  it('asks a visitor to sign in and comes back to the trip’s form', () => {
    endSession();
    server(undefined);
    open();
    expect(screen.getByRole('alert').textContent).toBe(uiMessages.loginToOrder);
    expect(screen.getByRole('link', { name: 'Войти' })).toBeTruthy();
    // The trip stays in view.
    expect(screen.getByRole('heading', { name: /Поезд 012А «Татарстан»/ })).toBeTruthy();
  });

  it('sends the visitor to the results when no trip was opened', () => {
    sessionStorage.clear();
    expect(open().state.location.pathname).toBe('/results');
  });
});
