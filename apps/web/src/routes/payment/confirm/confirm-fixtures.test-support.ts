import type { CombinedConfirmState, ConfirmState } from '@peresadka/contracts/orders';

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
  transport_type: 'TRAIN' as const,
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
  returned: false,
  car_type: 'Compartment' as const,
  car_type_name: 'Купе',
  car_number: '05',
  service_class: '2Л',
  bedding: true,
  bedding_price: 0,
  electronic_registration: true,
  additional_information: 'Постельное бельё: включено в стоимость',
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
      { until: '2026-12-01T10:00:00.000Z', price: 480_160, leg_prices: [480_160] },
      { until: '2026-12-01T16:00:00.000Z', price: 412_000, leg_prices: [412_000] },
      { until: '2026-12-02T06:00:00.000Z', price: 310_000, leg_prices: [310_000] },
      { until: null, price: 0, leg_prices: [0] },
    ],
    disruption: null,
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
    returned: false,
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
    refund_schedule: [{ until: null, price: 0, leg_prices: [0, 0] }],
    disruption: null,
    routes: [
      { ...route, transport_type: 'PLANE', flight_number: 'SU 1234', carrier: 'Аэрофлот' },
      { ...route, transport_type: 'PLANE', flight_number: 'SU 1500', carrier: 'Аэрофлот' },
    ],
    customers: [{ ...customer, passenger_id: 1, category: 'Adult', price: 1_040_000 + 200_000 }],
    contacts: { contact_phone: '+79001234567', contact_email: 'maria@example.ru' },
    // The connection's second flight is listed first: the page must put rides in order.
    reservation_results: [flight(1, 0, 0), flight(0, 50_000, 150_000)],
  };
}

const base = (passengerId: number, routeIndex: number, fare: number, serviceCharge: number) => ({
  passenger_id: passengerId,
  route_index: routeIndex,
  category: passengerId === 1 ? ('Adult' as const) : ('Child' as const),
  fare,
  service_charge: serviceCharge,
  price: fare + serviceCharge,
  returned: false,
});

const plane = (passengerId: number, fare: number) => ({
  ...base(passengerId, 0, fare, 20_000),
  transport_type: 'PLANE' as const,
  place_number: passengerId === 1 ? '12A' : '12B',
  place_description: passengerId === 1 ? 'ряд 12, место A' : 'ряд 12, место B',
  additional_services: [],
  row_number: 12,
  seat_number: passengerId === 1 ? 'A' : 'B',
  seat_price: 0,
  fare_family: 'Базовый',
});

const trainLeg = (passengerId: number, place: string, fare: number) => ({
  ...base(passengerId, 1, fare, 15_000),
  transport_type: 'TRAIN' as const,
  place_number: place,
  place_description: `вагон 07, место ${place}, нижнее`,
  car_type: 'Compartment' as const,
  car_type_name: 'Купе',
  car_number: '07',
  service_class: '2К',
  bedding: false,
  bedding_price: 0,
  electronic_registration: true,
  additional_information: 'Постельное бельё: не заказано',
  train_number: '116Й',
});

const bus = (passengerId: number, place: string, fare: number) => ({
  ...base(passengerId, 2, fare, 10_000),
  transport_type: 'BUS' as const,
  place_number: place,
  place_description: `место ${place}`,
  tariff_name: passengerId === 1 ? 'Полный' : 'Детский',
});

/**
 * A trip with two changes bought whole for an adult and a child: a flight Москва → Казань, a
 * train on from the town's station (crossing town) to Самара (an hour ahead of Moscow), then a
 * bus from the same station. The legs cost 9 150, 4 350 and 1 400 ₽ for both: 14 900 ₽ in all.
 */
export function combinedOrder(overrides: Partial<CombinedConfirmState> = {}): CombinedConfirmState {
  return {
    transport_type: 'combined',
    service_class: 'Economic',
    order_id: 21,
    status: 'WAITING',
    route_id: 'combined:1',
    created_at: '2026-11-25T12:00:00+03:00',
    hold_expires_at: '2026-11-25T12:15:00+03:00',
    paid_at: null,
    payment_note: null,
    price: 1_490_000,
    service_charge: 90_000,
    refund_schedule: [
      {
        until: '2026-11-30T21:00:00.000Z',
        price: 1_330_000,
        leg_prices: [820_000, 390_000, 120_000],
      },
      { until: null, price: 0, leg_prices: [0, 0, 0] },
    ],
    disruption: null,
    routes: [
      {
        transport_type: 'PLANE',
        origin_name: 'Москва Шереметьево',
        destination_name: 'Казань (аэропорт)',
        travel_time: 95,
        departure_time: '2026-12-01T08:00:00+03:00',
        arrival_time: '2026-12-01T09:35:00+03:00',
        origin_point: { latitude: 55.97, longitude: 37.41 },
        destination_point: { latitude: 55.61, longitude: 49.28 },
        flight_number: 'SU 1190',
        carrier: 'Аэрофлот',
      },
      {
        transport_type: 'TRAIN',
        origin_name: 'Казань-Пасс.',
        destination_name: 'Самара',
        travel_time: 450,
        departure_time: '2026-12-01T11:45:00+03:00',
        arrival_time: '2026-12-01T20:15:00+04:00',
        origin_point: { latitude: 55.79, longitude: 49.1 },
        destination_point: { latitude: 53.19, longitude: 50.12 },
        flight_number: '116Й',
        carrier: 'ФПК',
      },
      {
        transport_type: 'BUS',
        origin_name: 'Самара',
        destination_name: 'Тольятти',
        travel_time: 90,
        departure_time: '2026-12-01T21:00:00+04:00',
        arrival_time: '2026-12-01T22:30:00+04:00',
        origin_point: { latitude: 53.19, longitude: 50.12 },
        destination_point: { latitude: 53.51, longitude: 49.42 },
        flight_number: '512',
        carrier: 'Самаратранс',
      },
    ],
    transfers: [
      {
        arrival_station: 'Казань (аэропорт)',
        departure_station: 'Казань-Пасс.',
        arrival_kind: 'Airport',
        departure_kind: 'RailwayStation',
        wait_minutes: 130,
        min_change_minutes: 60,
        station_change: true,
      },
      {
        arrival_station: 'Самара',
        departure_station: 'Самара',
        arrival_kind: 'BusStop',
        departure_kind: 'BusStop',
        wait_minutes: 45,
        min_change_minutes: 15,
        station_change: false,
      },
    ],
    customers: [
      { ...customer, passenger_id: 1, category: 'Adult', price: 925_000 },
      {
        ...customer,
        first_name: 'Анна',
        middle_name: 'Петровна',
        birthday: '2019-05-04',
        document_type: 'BirthCertificate',
        document_number: 'IVАБ123456',
        passenger_id: 2,
        category: 'Child',
        price: 565_000,
      },
    ],
    contacts: { contact_phone: '+79001234567', contact_email: 'maria@example.ru' },
    reservation_results: [
      plane(1, 500_000),
      plane(2, 375_000),
      trainLeg(1, '12', 300_000),
      trainLeg(2, '14', 105_000),
      bus(1, '7', 80_000),
      bus(2, '8', 40_000),
    ],
    ...overrides,
  };
}
