import type { ConfirmState } from '@peresadka/contracts/orders';

const customer = {
  last_name: 'Иванова',
  first_name: 'Мария',
  middle_name: '-',
  sex: 'Female',
  birthday: '1990-02-01',
  document_type: 'RussianPassport',
  document_number: '4510123456',
  document_valid_till: null,
  citizenship: 'Российская Федерация',
} as const;

const route = {
  origin_name: 'Москва Казанская',
  destination_name: 'Казань-Пасс.',
  travel_time: 720,
  departure_time: '2026-12-01T21:00:00+03:00',
  arrival_time: '2026-12-02T09:00:00+03:00',
  flight_number: '002Й',
  carrier: 'ФПК',
};

const train = (passengerId: number, place: string, fare: number) => ({
  passenger_id: passengerId,
  route_index: 0,
  category: passengerId === 1 ? ('Adult' as const) : ('Child' as const),
  place_number: place,
  place_description: `вагон 05, место ${place}, нижнее`,
  fare,
  service_charge: 15_000,
  price: fare + 15_000,
  car_type: 'Compartment' as const,
  car_type_name: 'Купе',
  car_number: '05',
  service_class: '2Л',
  bedding: true,
  electronic_registration: true,
  additional_information: null,
  train_number: '002Й',
});

/** A train order of an adult and a child, as the server answers it. */
export function trainOrder(overrides: Partial<ConfirmState> = {}): ConfirmState {
  return {
    transport_type: 'train',
    order_id: 17,
    status: 'WAITING',
    route_id: 'train:1',
    created_at: '2026-11-25T12:00:00+03:00',
    hold_expires_at: '2026-11-25T12:15:00+03:00',
    paid_at: null,
    payment_note: null,
    price: 590_000,
    service_charge: 30_000,
    // Departure 2026-12-01 18:00 UTC: the whole fare less the fee until 8 hours before, then
    // less half the reserved-seat part until 2 hours before, then the ticket part only.
    refund_schedule: [
      { until: '2026-12-01T10:00:00.000Z', price: 480_160 },
      { until: '2026-12-01T16:00:00.000Z', price: 412_000 },
      { until: '2026-12-02T06:00:00.000Z', price: 310_000 },
      { until: null, price: 0 },
    ],
    routes: [route],
    customers: [
      { ...customer, passenger_id: 1, category: 'Adult', price: 415_000 },
      {
        ...customer,
        first_name: 'Анна',
        middle_name: 'Петровна',
        birthday: '2019-05-04',
        document_type: 'BirthCertificate',
        document_number: 'IVАБ123456',
        passenger_id: 2,
        category: 'Child',
        price: 175_000,
      },
    ],
    contacts: { contact_phone: '+79001234567', contact_email: 'maria@example.ru' },
    reservation_results: [train(1, '12', 400_000), train(2, '14', 160_000)],
    ...overrides,
  } as ConfirmState;
}

/** A connection of two flights for one adult, with a paid seat and baggage on the first. */
export function aviaOrder(): ConfirmState {
  const flight = (index: number, seatPrice: number, baggage: number) => ({
    passenger_id: 1,
    route_index: index,
    category: 'Adult' as const,
    place_number: index === 0 ? '12A' : null,
    place_description: index === 0 ? 'ряд 12, место A' : 'место при регистрации',
    fare: 500_000,
    service_charge: 20_000,
    price: 520_000 + seatPrice + baggage,
    additional_services: baggage
      ? [{ code: 'XBAG', price: baggage, service_type_name: 'Багаж 23 кг', flight_ids: ['f1'] }]
      : [],
    row_number: index === 0 ? 12 : null,
    seat_number: index === 0 ? 'A' : null,
    seat_price: seatPrice,
    fare_family: 'Базовый',
  });
  return {
    transport_type: 'avia',
    service_class: 'Economic',
    order_id: 18,
    status: 'WAITING',
    route_id: 'avia:1',
    created_at: '2026-11-25T12:00:00+03:00',
    hold_expires_at: '2026-11-25T12:15:00+03:00',
    paid_at: null,
    payment_note: null,
    price: 1_040_000 + 50_000 + 150_000,
    service_charge: 40_000,
    refund_schedule: [{ until: null, price: 0 }],
    routes: [
      { ...route, flight_number: 'SU 1234', carrier: 'Аэрофлот' },
      { ...route, flight_number: 'SU 1500', carrier: 'Аэрофлот' },
    ],
    customers: [{ ...customer, passenger_id: 1, category: 'Adult', price: 1_040_000 + 200_000 }],
    contacts: { contact_phone: '+79001234567', contact_email: 'maria@example.ru' },
    // The connection's second flight is listed first: the page must put rides in order.
    reservation_results: [flight(1, 0, 0), flight(0, 50_000, 150_000)],
  };
}
