import type { AviaDetailResponse, CarInfo, TrainDetailResponse } from '@peresadka/contracts/detail';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { CombinedRoute } from '@peresadka/contracts/search-results';
import type { PlaneLeg, TrainLeg } from '../../features/rides/api/ride-detail.ts';

/**
 * A combined trip as the server answers it, for the trip's page and its order form: a flight
 * Калининград → Шереметьево, then across Moscow to the Казанский вокзал for a train to Казань;
 * the legs' details priced for two adults.
 */

export const twoAdults: PassengerCounts = {
  adult_quantity: 2,
  child_quantity: 0,
  baby_with_place_quantity: 0,
  baby_without_place_quantity: 0,
};

const FLIGHT_ID = '1267-20261201-100002985-100002948';

export const tripPlaneLeg: PlaneLeg = {
  transport_type: 'PLANE',
  route_id: FLIGHT_ID,
  price: 1_050_000,
  gds: 'Пересадка',
  segments: [
    {
      flights: [
        {
          origin_name: 'Храброво',
          destination_name: 'Шереметьево',
          travel_time: 120,
          departure_time: '2026-12-01T06:00:00+02:00',
          arrival_time: '2026-12-01T09:00:00+03:00',
          id: FLIGHT_ID,
          flight_group: 0,
          join_number: 0,
          branded_fare_info: null,
          flight_number: 'SU 1700',
          origin_code: 'KGD',
          destination_code: 'SVO',
          marketing_airline_code: 'SU',
          operating_airline_code: 'SU',
          departure_date: '2026-12-01',
          arrival_date: '2026-12-01',
          service_subclass: 'Y',
          fare_code: 'YLT',
          brand_id: null,
        },
      ],
    },
  ],
};

export const tripTrainLeg: TrainLeg = {
  transport_type: 'TRAIN',
  route_id: '4163-20261201-400000001-400000010',
  origin_name: 'Москва Казанская',
  destination_name: 'Казань-Пасс.',
  travel_time: 680,
  departure_time: '2026-12-01T13:30:00+03:00',
  arrival_time: '2026-12-02T00:50:00+03:00',
  price: 450_000,
  provider: 'АО «ФПК»',
  date: '2026-12-01',
  race_id: '012А',
  text: '',
  display_train_number: '012А',
  train_name: 'Татарстан',
  has_two_storey_cars: false,
  origin_code: '400000001',
  destination_code: '400000010',
  train_number: '012А',
  car_classes: [
    { car_type: 'ReservedSeat', price: 450_000, free_places: 12 },
    { car_type: 'Compartment', price: 690_000, free_places: 4 },
  ],
};

export const trip: CombinedRoute = {
  route_id: `${tripPlaneLeg.route_id}.${tripTrainLeg.route_id}`,
  routes_price: 1_500_000,
  routes_time: 1130,
  legs: [tripPlaneLeg, tripTrainLeg],
  transfers: [
    {
      arrival_station: 'Шереметьево',
      departure_station: 'Москва Казанская',
      arrival_kind: 'Airport',
      departure_kind: 'RailwayStation',
      wait_minutes: 270,
      station_change: true,
    },
  ],
};

const adults = (each: number, charge: number) => ({
  passengers: [
    {
      category: 'Adult' as const,
      label: 'Взрослый',
      quantity: 2,
      price: each,
      service_charge: charge,
      total_price: each + charge,
    },
  ],
  total_price: 2 * (each + charge),
});

/** Two adults fly for 21 000 ₽; a seat is chosen on the plan, from 400 ₽. */
export const tripAviaDetail: AviaDetailResponse = {
  common: {
    price: 2_000_000,
    service_charge: 100_000,
    total_price: 2_100_000,
    fare_code: 'EB',
    fare_families: [],
    segments: [
      {
        flights: tripPlaneLeg.segments[0]!.flights.map((flight) => ({
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
        })),
      },
    ],
    available_place_quantity: 100,
    passengers_price: adults(1_000_000, 50_000),
  },
  detail: {
    passenger_types: [
      { passenger_id: 1, passenger_type_id: 'ADT' },
      { passenger_id: 2, passenger_type_id: 'ADT' },
    ],
    additional_service: [],
    avia_schema: [{ row: 12, seat: 'A', code: '12A', price: 40_000, flight_ids: [FLIGHT_ID] }],
    flights_ids_with_available_place_selection: [FLIGHT_ID],
    flights_schemas_ids: [{ flight_id: FLIGHT_ID, schema_id: '320' }],
    service_class: 'Economic',
  },
};

export const CABIN_PLAN =
  '<svg role="group" viewBox="0 0 120 40">' +
  '<g class="seat" data-seat="12A" data-free="true" role="button" aria-label="Место 12A"><rect width="34" height="34"/></g>' +
  '<g class="seat" data-seat="12B" data-free="false" role="button" aria-label="Место 12B, занято"><rect width="34" height="34"/></g>' +
  '</svg>';

const car = (overrides: Partial<CarInfo>): CarInfo => ({
  car_type: 'ReservedSeat',
  readable_car_type: 'Плацкарт',
  car_number: '07',
  service_class: '3Э',
  free_places: 40,
  schema_id: 'ReservedSeat-54',
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
  place_quantity: 54,
  places: Array.from({ length: 40 }, (_, i) => ({ number: i + 1, price: 310_000, gender: null })),
  ...overrides,
});

const carPrice = (
  car_type: 'Shared' | 'ReservedSeat' | 'Compartment',
  each: number,
  free_places: number,
) => ({
  car_type,
  min_price: each - 30_000,
  min_reserved_seat_price: each / 2,
  min_service_charge: 30_000,
  min_total_price: each,
  free_places,
  passengers_price: adults(each - 30_000, 30_000),
});

/**
 * The train's cheapest type (a shared car) is full: the cheapest with places is плацкарт,
 * 4 500 ₽ a place, 9 000 ₽ for both.
 */
export const tripTrainDetail: TrainDetailResponse = {
  common: {
    display_train_number: '012А',
    train_name: 'Татарстан',
    has_two_storey_cars: false,
    origin_code: '400000001',
    destination_code: '400000010',
    date: '2026-12-01',
    train_number: '012А',
    provider: 'АО «ФПК»',
    train_description: 'Фирменный',
    initial_station_name: 'Москва',
    final_station_name: 'Казань',
    is_suburban: false,
    carrier: 'АО «ФПК»',
    has_electronic_registration: true,
    is_sale_forbidden: false,
  },
  detail: {
    info_route: [],
    car_prices: [
      carPrice('Shared', 200_000, 0),
      carPrice('ReservedSeat', 450_000, 40),
      carPrice('Compartment', 800_000, 20),
    ],
    allowed_documents: ['RussianPassport', 'BirthCertificate'],
    car_info: [
      car({ car_type: 'Shared', readable_car_type: 'Общий', car_number: '01', free_places: 0 }),
      car({ car_number: '07' }),
      car({
        car_type: 'Compartment',
        readable_car_type: 'Купе',
        car_number: '03',
        service_class: '2К',
        free_places: 20,
        schema_id: 'Compartment-36',
      }),
    ],
  },
};
