import {
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
} from '../../../../features/rides/api/ride-detail.ts';
import type {
  AviaDetailResponse,
  BusDetailResponse,
  CarInfo,
  TrainDetailResponse,
} from '@peresadka/contracts/detail';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';

/** A ride of each mode and its detail, as the server answers them, for the form's tests. */

export const counts = (
  adults: number,
  children = 0,
  withPlace = 0,
  onLap = 0,
): PassengerCounts => ({
  adult_quantity: adults,
  child_quantity: children,
  baby_with_place_quantity: withPlace,
  baby_without_place_quantity: onLap,
});

const times = {
  origin_name: 'Ленинградский вокзал',
  destination_name: 'Московский вокзал',
  travel_time: 806,
  departure_time: '2026-11-26T22:05:00+03:00',
  arrival_time: '2026-11-27T11:31:00+03:00',
};

export const trainLeg: TrainLeg = {
  ...times,
  transport_type: 'TRAIN',
  route_id: '4163-20261126-400000001-400000010',
  price: 221800,
  provider: 'АО «ФПК»',
  date: '2026-11-26',
  race_id: '368А',
  text: '',
  display_train_number: '368А',
  train_name: '',
  has_two_storey_cars: false,
  origin_code: '400000001',
  destination_code: '400000010',
  train_number: '368А',
  car_classes: [{ car_type: 'Compartment', price: 415_000, free_places: 20 }],
};

const car = (overrides: Partial<CarInfo>): CarInfo => ({
  car_type: 'Compartment',
  readable_car_type: 'Купе',
  car_number: '01',
  service_class: '2К',
  free_places: 36,
  schema_id: 'Compartment-36',
  is_second_floor: false,
  carrier_name: 'АО «ФПК»',
  is_pets_allowed: false,
  has_electronic_registration: true,
  is_sale_forbidden: false,
  is_bedding_selection_possible: true,
  is_bedding_included: false,
  bedding_price: 250_00,
  has_dynamic_pricing: false,
  has_non_refundable_tariff: false,
  international_service_class: null,
  reservation_type: 'Место',
  description: null,
  pet_description: null,
  is_transit_document_required: false,
  is_branded: false,
  place_quantity: 36,
  places: Array.from({ length: 36 }, (_, i) => ({ number: i + 1, price: 429_600, gender: null })),
  ...overrides,
});

const noPassengersPrice = { passengers: [], total_price: 0 };

export const trainDetail: TrainDetailResponse = {
  common: {
    display_train_number: '368А',
    train_name: '',
    has_two_storey_cars: false,
    origin_code: '400000001',
    destination_code: '400000010',
    date: '2026-11-26',
    train_number: '368А',
    provider: 'АО «ФПК»',
    train_description: 'Скорый',
    initial_station_name: 'Москва',
    final_station_name: 'Санкт-Петербург',
    is_suburban: false,
    carrier: 'АО «ФПК»',
    has_electronic_registration: true,
    is_sale_forbidden: false,
  },
  detail: {
    info_route: [],
    car_prices: [
      {
        car_type: 'Compartment',
        min_price: 400000,
        min_reserved_seat_price: 240000,
        min_service_charge: 29600,
        min_total_price: 429600,
        free_places: 72,
        passengers_price: noPassengersPrice,
      },
      {
        car_type: 'ReservedSeat',
        min_price: 200000,
        min_reserved_seat_price: 100000,
        min_service_charge: 21800,
        min_total_price: 221800,
        free_places: 54,
        passengers_price: noPassengersPrice,
      },
    ],
    allowed_documents: ['RussianPassport', 'BirthCertificate'],
    car_info: [
      car({ car_number: '01' }),
      car({
        car_number: '02',
        is_bedding_selection_possible: false,
        is_bedding_included: true,
        bedding_price: 0,
        service_class: '2Э',
      }),
      car({
        car_type: 'ReservedSeat',
        readable_car_type: 'Плацкарт',
        car_number: '03',
        service_class: '3Э',
        free_places: 54,
        schema_id: 'ReservedSeat-54',
      }),
    ],
  },
};

export const busLeg: BusLeg = {
  ...times,
  origin_name: 'Москва',
  destination_name: 'Тверь',
  transport_type: 'BUS',
  route_id: '7313-20261126-200524901-200498817',
  price: 90000,
  provider: 'ГУП «Региональный транспорт»',
  date: '2026-11-26',
  race_id: '1570',
  text: '',
};

export const busDetail: BusDetailResponse = {
  common: {
    origin_name: 'Москва',
    destination_name: 'Тверь',
    travel_time: 180,
    departure_time: '2026-11-26T10:55:00+03:00',
    arrival_time: '2026-11-26T13:55:00+03:00',
    date: '2026-11-26',
    race_id: '1570',
    provider: 'ГУП «Региональный транспорт»',
  },
  detail: {
    free_places_quantity: 4,
    is_tariff_auto_selected: false,
    tariffs: [
      {
        bus_tariff_name: 'Полный',
        bus_tariff_type: 'Взрослый (от 12 лет)',
        bus_tariff_price: 80000,
        service_charge: 10000,
        total_price: 90000,
      },
      {
        bus_tariff_name: 'Детский',
        bus_tariff_type: 'Детский (до 12 лет)',
        bus_tariff_price: 40000,
        service_charge: 5000,
        total_price: 45000,
      },
    ],
    tickets_additional_conditions: null,
    is_place_selection_possible: true,
    places: ['1', '2', '7', '12'],
    places_quantity: 49,
    tariff_names: ['Полный', 'Детский'],
    tariff_ids: ['Adult', 'Child'],
    bus_route: { race_name: '1570', routes: [] },
    passengers_price: noPassengersPrice,
  },
};

const flight = {
  origin_name: 'Шереметьево',
  destination_name: 'Пулково',
  travel_time: 80,
  departure_time: '2026-11-26T06:15:00+03:00',
  arrival_time: '2026-11-26T07:35:00+03:00',
  id: '1267-20261126-100002985-100002948',
  flight_group: 0,
  join_number: 0,
  branded_fare_info: null,
  flight_number: 'DP 340',
  origin_code: 'SVO',
  destination_code: 'LED',
  marketing_airline_code: 'DP',
  operating_airline_code: 'DP',
  departure_date: '2026-11-26',
  arrival_date: '2026-11-26',
  service_subclass: 'Y',
  fare_code: 'YLT',
  brand_id: null,
};

export const planeLeg: PlaneLeg = {
  transport_type: 'PLANE',
  route_id: flight.id,
  price: 423500,
  gds: 'Пересадка',
  segments: [{ flights: [flight] }],
};

export const aviaDetail: AviaDetailResponse = {
  common: {
    price: 400000,
    service_charge: 23500,
    total_price: 423500,
    fare_code: 'EB',
    fare_families: [],
    segments: [
      {
        flights: [
          {
            ...flight,
            airline_code: flight.marketing_airline_code,
            airplane: 'Airbus A320',
            fare_description: {
              baggage: null,
              refund: null,
              exchange: null,
              meal: null,
              carry_on: null,
              flight_type: null,
              additional_info: null,
            },
            technical_landings: [],
          },
        ],
      },
    ],
    available_place_quantity: 100,
    passengers_price: noPassengersPrice,
  },
  detail: {
    passenger_types: [
      { passenger_id: 1, passenger_type_id: 'ADT' },
      { passenger_id: 2, passenger_type_id: 'CHD' },
    ],
    additional_service: [
      {
        price: 250000,
        service_charge: 10000,
        total_price: 260000,
        service_type: 'Baggage',
        service_type_name: 'Дополнительное место багажа до 23 кг',
        code: 'XBAG',
        passenger_type_id: 'ADT',
        flight_ids: [flight.id],
      },
    ],
    avia_schema: [
      { row: 1, seat: 'F', code: '1F', price: 90000, flight_ids: [flight.id] },
      { row: 12, seat: 'A', code: '12A', price: 40000, flight_ids: [flight.id] },
    ],
    flights_ids_with_available_place_selection: [flight.id],
    flights_schemas_ids: [{ flight_id: flight.id, schema_id: '320' }],
    service_class: 'Economic',
  },
};
