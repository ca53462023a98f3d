import type {
  BusDetailResponse,
  PassengersPrice,
  TrainDetailResponse,
} from '@peresadka/contracts/detail';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusDetail, TrainDetail } from './DetailBodies.tsx';

/** Two adults and a child: what the search asked for. */
const family = (adult: number, child: number): PassengersPrice => ({
  passengers: [
    {
      category: 'Adult',
      label: 'Взрослый',
      quantity: 2,
      price: adult - 15_000,
      service_charge: 15_000,
      total_price: adult,
    },
    {
      category: 'Child',
      label: 'Детский',
      quantity: 1,
      price: child - 15_000,
      service_charge: 15_000,
      total_price: child,
    },
  ],
  total_price: 2 * adult + child,
});

const times = {
  origin_name: 'Казань',
  destination_name: 'Набережные Челны',
  travel_time: 240,
  departure_time: '2026-12-01T08:00:00+03:00',
  arrival_time: '2026-12-01T12:00:00+03:00',
};

const bus: BusDetailResponse = {
  common: { ...times, date: '2026-12-01', race_id: '512', provider: 'Татавтотранс' },
  detail: {
    free_places_quantity: 20,
    is_tariff_auto_selected: false,
    tariffs: [
      {
        bus_tariff_name: 'Полный',
        bus_tariff_type: 'Adult',
        bus_tariff_price: 330_000,
        service_charge: 15_000,
        total_price: 345_000,
      },
    ],
    tickets_additional_conditions: null,
    is_place_selection_possible: true,
    places: [],
    places_quantity: 49,
    tariff_names: [],
    tariff_ids: [],
    bus_route: { race_name: 'Казань — Набережные Челны', routes: [] },
    passengers_price: family(345_000, 180_000),
  },
};

const train: TrainDetailResponse = {
  common: {
    display_train_number: '002Й',
    train_name: 'Татарстан',
    has_two_storey_cars: false,
    origin_code: '2000000',
    destination_code: '2060500',
    date: '2026-12-01',
    train_number: '002Й',
    provider: 'ФПК',
    train_description: 'фирменный',
    initial_station_name: 'Москва',
    final_station_name: 'Казань',
    is_suburban: false,
    carrier: 'ФПК',
    has_electronic_registration: true,
    is_sale_forbidden: false,
  },
  detail: {
    info_route: [],
    car_prices: [
      {
        car_type: 'Compartment',
        min_price: 400_000,
        min_reserved_seat_price: 240_000,
        min_service_charge: 15_000,
        min_total_price: 415_000,
        free_places: 5,
        passengers_price: family(415_000, 155_000),
      },
    ],
    allowed_documents: ['RussianPassport'],
    car_info: [],
  },
};

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('detail prices say whom they are for', () => {
  afterEach(cleanup);

  it('prices bus tariffs per passenger and totals the search’s passengers', () => {
    render(<BusDetail detail={bus} />);
    const tariffs = screen.getByRole('table', { name: 'Тарифы: цены за одного пассажира' });
    expect(within(tariffs).getByRole('columnheader', { name: 'Итого за пассажира' })).toBeTruthy();
    const total = screen.getByRole('region', { name: 'Цена для ваших пассажиров' });
    expect(text(total)).toContain('Итого за 2 взрослых и 1 ребёнка: 8 700 ₽');
    expect(text(total)).toContain('Взрослый × 2 — 3 450 ₽ за каждого');
    expect(text(total)).toContain('Детский — 1 800 ₽ (билет 1 650 ₽ + сервисный сбор 150 ₽)');
  });

  it('prices train cars per place, with the плацкарта in the fare, and for all the passengers in each car type', () => {
    render(<TrainDetail detail={train} times={times} />);
    const cars = screen.getByRole('table', { name: 'Места и цены' });
    expect(within(cars).getByRole('columnheader', { name: 'Итого за место' })).toBeTruthy();
    expect(
      within(cars).getByRole('columnheader', { name: 'Итого за 2 взрослых и 1 ребёнка' }),
    ).toBeTruthy();
    const row = within(cars).getAllByRole('row')[1]!;
    expect(text(row)).toContain('от 4 150 ₽');
    expect(text(row)).toContain('в т. ч. плацкарта 2 400 ₽');
    expect(text(row)).toContain('от 9 850 ₽');
  });
});

describe('the ride’s facts come first', () => {
  afterEach(cleanup);

  it('say when and where a train leaves and arrives, on each station’s clock, before the route scheme', () => {
    const far = {
      ...times,
      origin_name: 'Москва Казанская',
      destination_name: 'Екатеринбург-Пасс.',
      travel_time: 1_572,
      departure_time: '2026-12-06T17:45:00+03:00',
      arrival_time: '2026-12-08T07:57:00+05:00',
    };
    render(<TrainDetail detail={train} times={far} />);
    const list = screen.getByLabelText('Отправление и прибытие');
    expect(text(list)).toContain('Отправление17:45 МСКвс, 6 декабряМосква Казанская');
    expect(text(list)).toContain('В пути1 д 2 ч 12 мин');
    expect(text(list)).toContain('Прибытие07:57 МСК+2вт, 8 декабряЕкатеринбург-Пасс.');
    const scheme = screen.getByText(/Схема маршрута/);
    expect(list.compareDocumentPosition(scheme) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('say the same of a bus', () => {
    render(<BusDetail detail={bus} />);
    expect(text(screen.getByLabelText('Отправление и прибытие'))).toContain(
      'Отправление08:00 МСКвт, 1 декабряКазань',
    );
  });
});
