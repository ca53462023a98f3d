import { z } from 'zod';
import { DEFAULT_SERVICE_CLASS } from './constants.ts';
import { ZCarType, ZDocumentType, ZPassengerCategory, ZServiceClass } from './enums.ts';
import { lapInfantProblem } from './lap-infants.ts';
import { ZPassengerCounts } from './passenger-counts.ts';
import { ZBusResult, ZRouteId, ZTrainResult, ZTripTimes } from './search-results.ts';
import { code } from './text-rules.ts';
import { ZDateTime, ZIsoDate, ZKopecks } from './units.ts';

/**
 * Payloads a result click sends (SPEC §7): what the carrier needs to price the trip again,
 * plus our route id, which names the ride exactly (a bus number alone does not say where the
 * traveller boards).
 */
export const ZBusDetailRequest = ZPassengerCounts.extend({
  route_id: ZRouteId,
  provider: code().min(1),
  departure_date: ZIsoDate,
  race_id: code().min(1),
});
export type BusDetailRequest = z.infer<typeof ZBusDetailRequest>;

export const ZTrainDetailRequest = ZPassengerCounts.extend({
  route_id: ZRouteId,
  provider: code().min(1),
  departure_date: ZIsoDate,
  origin: code().min(1),
  destination: code().min(1),
  train_number: code().min(1),
});
export type TrainDetailRequest = z.infer<typeof ZTrainDetailRequest>;

export const ZAviaDetailRequest = z.object({
  gds: code().min(1),
  passengers: z
    .array(z.object({ category: ZPassengerCategory, passenger_id: z.number().int().nonnegative() }))
    .min(1)
    .superRefine((passengers, ctx) => {
      const count = (category: string) => passengers.filter((p) => p.category === category).length;
      const problem = lapInfantProblem(count('Adult'), count('BabyWithoutPlace'));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Ids of the flights of the chosen result. */
  flights: z.array(ZRouteId).min(1).max(6),
  /** The cabin the search asked for; the fares shown are of that cabin. */
  service_class: ZServiceClass.default(DEFAULT_SERVICE_CLASS),
  /** The fare family to price at (`fare_families[].code`); the cheapest of the cabin without. */
  fare_code: code().min(1).optional(),
});
export type AviaDetailRequest = z.infer<typeof ZAviaDetailRequest>;

/** A stop of a route scheme; the first has no arrival, the last no departure. */
const ZRouteStop = z.object({
  name: z.string(),
  arrival_time: ZDateTime.nullable(),
  departure_time: ZDateTime.nullable(),
});

/** A price as the detail page breaks it down: fare, our service charge, their sum. */
const ZPriceBreakdown = z.object({
  price: ZKopecks,
  service_charge: ZKopecks,
  total_price: ZKopecks,
});

/**
 * What the passengers of a search pay for a ride, category by category (each line the price
 * of one passenger of it) and all together: the total their order will come to.
 */
export const ZPassengersPrice = z.object({
  passengers: z.array(
    ZPriceBreakdown.extend({
      category: ZPassengerCategory,
      label: z.string(),
      quantity: z.number().int().positive(),
    }),
  ),
  total_price: ZKopecks,
});
export type PassengersPrice = z.infer<typeof ZPassengersPrice>;

export const ZBusDetailResponse = z.object({
  common: ZBusResult.pick({
    origin_name: true,
    destination_name: true,
    travel_time: true,
    departure_time: true,
    arrival_time: true,
    date: true,
    race_id: true,
    provider: true,
  }),
  detail: z.object({
    free_places_quantity: z.number().int().nonnegative(),
    is_tariff_auto_selected: z.boolean(),
    /** The tariffs a passenger can travel on; their ids are the categories. */
    tariffs: z.array(
      z.object({
        bus_tariff_name: z.string(),
        bus_tariff_type: z.string(),
        bus_tariff_price: ZKopecks,
        service_charge: ZKopecks,
        total_price: ZKopecks,
      }),
    ),
    tickets_additional_conditions: z.string().nullable(),
    is_place_selection_possible: z.boolean(),
    /** The free places; the bus has places 1 … `places_quantity`, free or not. */
    places: z.array(z.string()),
    places_quantity: z.number().int().nonnegative(),
    tariff_names: z.array(z.string()),
    tariff_ids: z.array(z.string()),
    bus_route: z.object({ race_name: z.string(), routes: z.array(ZRouteStop) }),
    passengers_price: ZPassengersPrice,
  }),
});
export type BusDetailResponse = z.infer<typeof ZBusDetailResponse>;

const ZFareDescription = z.object({
  baggage: z.string().nullable(),
  refund: z.string().nullable(),
  exchange: z.string().nullable(),
  meal: z.string().nullable(),
  carry_on: z.string().nullable(),
  flight_type: z.string().nullable(),
  additional_info: z.string().nullable(),
});

const ZDetailFlight = ZTripTimes.extend({
  id: z.string(),
  flight_number: z.string(),
  /** IATA code of the airline selling the flight; the site names it (`airlines.ts`). */
  airline_code: z.string(),
  airplane: z.string(),
  fare_description: ZFareDescription,
  technical_landings: z.array(
    z.object({ location_code: z.string(), arrival_time: ZDateTime, departure_time: ZDateTime }),
  ),
});

/**
 * A fare family every flight of the result sells in the cabin asked, as the airline sells it:
 * its rules (baggage, refund, exchange) from the fare rules, and what all the passengers pay
 * for the whole result at it.
 */
const ZFareFamilyOffer = z.object({
  code: z.string(),
  name: z.string(),
  /** A checked bag is in the fare on every flight. */
  baggage_included: z.boolean(),
  fare_description: ZFareDescription,
  /** All the passengers of the request, every flight, our fee included. */
  total_price: ZKopecks,
});
export type FareFamilyOffer = z.infer<typeof ZFareFamilyOffer>;

export const ZAviaDetailResponse = z.object({
  common: ZPriceBreakdown.extend({
    /** The family the prices above are of. */
    fare_code: z.string(),
    /** The families on sale, cheapest first; the order form offers the choice. */
    fare_families: z.array(ZFareFamilyOffer),
    segments: z.array(z.object({ flights: z.array(ZDetailFlight).min(1) })).min(1),
    available_place_quantity: z.number().int().nonnegative(),
    /** The same total by category: `total_price` is for every passenger of the request. */
    passengers_price: ZPassengersPrice,
  }),
  detail: z.object({
    /** The carrier's passenger type per requested passenger; orders and services refer to it. */
    passenger_types: z.array(
      z.object({ passenger_id: z.number().int().nonnegative(), passenger_type_id: z.string() }),
    ),
    additional_service: z.array(
      ZPriceBreakdown.extend({
        service_type: z.string(),
        service_type_name: z.string(),
        code: z.string(),
        passenger_type_id: z.string(),
        flight_ids: z.array(z.string()),
      }),
    ),
    avia_schema: z.array(
      z.object({
        row: z.number().int().positive(),
        seat: z.string(),
        code: z.string(),
        price: ZKopecks,
        flight_ids: z.array(z.string()),
      }),
    ),
    flights_ids_with_available_place_selection: z.array(z.string()),
    flights_schemas_ids: z.array(z.object({ flight_id: z.string(), schema_id: z.string() })),
    /** The class the offer sells: its cabin plan shows the other cabin's seats as not for sale. */
    service_class: ZServiceClass,
  }),
});
export type AviaDetailResponse = z.infer<typeof ZAviaDetailResponse>;

/**
 * Who a compartment of a car with gendered compartments is sold to, as the supplier marks its
 * free places (IM's «М», «Ж», «С», «Ц»): men, women, mixed, or the whole compartment at once.
 */
export const ZCabinGender = z.enum(['male', 'female', 'mixed', 'whole']);
export type CabinGender = z.infer<typeof ZCabinGender>;

/** A free place of a car: what an adult pays for it, all in, and its compartment's gender. */
const ZFreePlace = z.object({
  number: z.number().int().positive(),
  price: ZKopecks,
  gender: ZCabinGender.nullable(),
});
export type FreePlace = z.infer<typeof ZFreePlace>;

const ZCarInfo = z.object({
  car_type: ZCarType,
  readable_car_type: z.string(),
  car_number: z.string(),
  service_class: z.string(),
  free_places: z.number().int().nonnegative(),
  /** How many places the car has, where the supplier says; the plan draws the taken ones too. */
  place_quantity: z.number().int().positive().nullable(),
  /** Every free place, by number. */
  places: z.array(ZFreePlace),
  schema_id: z.string().nullable(),
  is_second_floor: z.boolean(),
  carrier_name: z.string(),
  is_pets_allowed: z.boolean(),
  has_electronic_registration: z.boolean(),
  is_sale_forbidden: z.boolean(),
  /** Bedding is sold apart, at `bedding_price`, and each traveller takes it or not. */
  is_bedding_selection_possible: z.boolean(),
  /** Bedding comes with every place, in the fare: it cannot be declined. */
  is_bedding_included: z.boolean(),
  /** What bedding sold apart costs a traveller, in kopecks; 0 where it is included or absent. */
  bedding_price: ZKopecks,
  has_dynamic_pricing: z.boolean(),
  has_non_refundable_tariff: z.boolean(),
  international_service_class: z.string().nullable(),
  reservation_type: z.string(),
  description: z.string().nullable(),
  pet_description: z.string().nullable(),
  is_transit_document_required: z.boolean(),
  is_branded: z.boolean(),
});
export type CarInfo = z.infer<typeof ZCarInfo>;

export const ZTrainDetailResponse = z.object({
  common: ZTrainResult.pick({
    display_train_number: true,
    train_name: true,
    has_two_storey_cars: true,
    origin_code: true,
    destination_code: true,
    date: true,
    train_number: true,
    provider: true,
  }).extend({
    train_description: z.string().nullable(),
    initial_station_name: z.string(),
    final_station_name: z.string(),
    is_suburban: z.boolean(),
    carrier: z.string(),
    has_electronic_registration: z.boolean(),
    /** When true the page says the train is not sold online instead of offering Continue. */
    is_sale_forbidden: z.boolean(),
  }),
  detail: z.object({
    info_route: z.array(ZRouteStop),
    car_prices: z.array(
      z.object({
        car_type: ZCarType,
        min_price: ZKopecks,
        /** The плацкарта within `min_price`: the place's part, refunded by its own rule. */
        min_reserved_seat_price: ZKopecks,
        min_service_charge: ZKopecks,
        min_total_price: ZKopecks,
        free_places: z.number().int().nonnegative(),
        /** The search's passengers in the cheapest car of the type with a free place. */
        passengers_price: ZPassengersPrice,
      }),
    ),
    allowed_documents: z.array(ZDocumentType),
    car_info: z.array(ZCarInfo),
  }),
});
export type TrainDetailResponse = z.infer<typeof ZTrainDetailResponse>;
