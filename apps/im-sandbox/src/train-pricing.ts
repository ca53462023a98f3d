import { imRoubles } from '@peresadka/contracts/im/im-values';
import type {
  CarGroup,
  TrainPricingRequest,
  TrainPricingResponse,
} from '@peresadka/contracts/im/railway-search';
import type { PassengerCarType, TrainCar } from '@peresadka/contracts/trip-properties';
import { CAR_TYPE_NAMES } from './car-services.ts';
import { carPlan, type PlanPlace } from './car-plan.ts';
import { adultFare } from './fares.ts';
import { noTrains } from './im-error.ts';
import { freePlaces, takenPlaces } from './places.ts';
import { askedRides, departureAt, type Ride } from './runs.ts';
import { isOnSale, isSaleForbidden, threeHoursReservationAvailable } from './sale-window.ts';
import { trainInfo, zoneDifferences } from './train-info.ts';
import { dateOf, localMinute } from './wall-clock.ts';
import type { World } from './world.ts';

/**
 * Railway/V1/Search/TrainPricing: the day's trains on sale between two points, leaving within
 * the hours asked by the origin's clock, each with its cars grouped by type.
 */
export function trainPricing(world: World, request: TrainPricingRequest): TrainPricingResponse {
  const { railway } = world;
  const now = world.now();
  const from = (request.TimeFrom ?? 0) * 60;
  const to = (request.TimeTo ?? 24) * 60;
  const rides = askedRides(railway, {
    origin: request.Origin,
    destination: request.Destination,
    date: dateOf(request.DepartureDate),
  }).filter((ride) => {
    const zone = railway.station(ride.train.stops[ride.from]!.stationCode).timeZone;
    const minute = localMinute(departureAt(ride, ride.from), zone);
    return isOnSale(ride, now) && minute >= from && minute < to;
  });
  const first = rides[0];
  if (!first) throw noTrains();
  const zones = zoneDifferences(railway, first);
  const single = (point: string) => {
    const stations = railway.stationsOf(point);
    return stations.size === 1 ? [...stations][0]! : null;
  };
  return {
    RoutePolicy: 'Internal',
    OriginCode: request.Origin,
    OriginStationCode: single(request.Origin),
    OriginTimeZoneDifference: zones.origin,
    DestinationCode: request.Destination,
    DestinationStationCode: single(request.Destination),
    DestinationTimeZoneDifference: zones.destination,
    Trains: rides.map((ride, i) => {
      const taken = takenPlaces(world.orders, ride, now);
      const { properties } = ride.train;
      const carrier = railway.carrierName(ride.train);
      return {
        ...trainInfo(railway, ride),
        HasElectronicRegistration: properties.hasElectronicRegistration,
        HasDynamicPricingCars: false,
        HasTwoStoreyCars: properties.hasTwoStoreyCars,
        Carriers: [carrier],
        CarGroups: byType(properties.cars).map((cars) =>
          carGroup(ride, cars, (car) => freePlaces(car, taken), carrier, now),
        ),
        Id: i + 1,
      };
    }),
    DepartureTimeDescription: 'Moscow',
    ArrivalTimeDescription: 'Moscow',
    IsFromUkrain: false,
    ClientFeeCalculation: null,
    AgentFeeCalculation: null,
    NotAllTrainsReturned: false,
    StationClarifying: null,
    BookingSystem: 'Express3',
    Id: 1,
  };
}

/** Cars by type, in the order the consist first shows each type. */
function byType(cars: readonly TrainCar[]): TrainCar[][] {
  const groups = new Map<PassengerCarType, TrainCar[]>();
  for (const car of cars) groups.set(car.type, [...(groups.get(car.type) ?? []), car]);
  return [...groups.values()];
}

/**
 * One type's cars: the places free on the ride by berth, and the fares. Cars closed to sale
 * count only when every car of the type is closed, so the group is shown, and shown closed.
 */
function carGroup(
  ride: Ride,
  cars: TrainCar[],
  freeOf: (car: TrainCar) => PlanPlace[],
  carrier: string,
  now: number,
): CarGroup {
  const open = cars.filter((car) => !isSaleForbidden(ride, car));
  const counted = open.length > 0 ? open : cars;
  const freeByCar = counted.map((car) => ({ car, free: freeOf(car) }));
  const free = freeByCar.flatMap((entry) => entry.free);
  const count = (kind: PlanPlace['kind']) => free.filter((place) => place.kind === kind).length;
  const fares = counted.map((car) => adultFare(car, ride));
  const forbidden = open.length === 0;
  const beddingCosts = [
    ...new Set(
      counted.filter((car) => car.bedding && car.beddingPrice > 0).map((car) => car.beddingPrice),
    ),
  ];
  return {
    CarType: cars[0]!.type,
    CarTypeName: CAR_TYPE_NAMES[cars[0]!.type],
    PlaceQuantity: count('seat'),
    LowerPlaceQuantity: count('lower'),
    UpperPlaceQuantity: count('upper'),
    LowerSidePlaceQuantity: count('sideLower'),
    UpperSidePlaceQuantity: count('sideUpper'),
    MalePlaceQuantity: 0,
    FemalePlaceQuantity: 0,
    EmptyCabinQuantity: freeByCar.reduce(
      (sum, entry) => sum + emptyCabins(entry.car, entry.free),
      0,
    ),
    MixedCabinQuantity: 0,
    MinPrice: imRoubles(Math.min(...fares)),
    MaxPrice: imRoubles(Math.max(...fares)),
    IsSaleForbidden: forbidden,
    AvailabilityIndication: !forbidden && free.length > 0 ? 'Available' : 'NotAvailable',
    Carriers: [carrier],
    CarDescriptions: null,
    ServiceClasses: [...new Set(counted.map((car) => car.serviceClass))],
    InternationalServiceClasses: null,
    ServiceCosts: beddingCosts.length > 0 ? beddingCosts.map((cost) => imRoubles(cost)) : null,
    IsBeddingSelectionPossible: beddingCosts.length > 0,
    HasElectronicRegistration: ride.train.properties.hasElectronicRegistration,
    HasGenderCabins: false,
    HasPlaceNumeration: true,
    HasPlacesNearPlayground: false,
    HasPlacesNearPets: false,
    HasPlacesNearBabies: false,
    Discounts: [],
    InfoRequestSchema: 'StandardExcludingInvalids',
    TotalPlaceQuantity: free.length,
    PlaceReservationTypes: ['Usual'],
    IsThreeHoursReservationAvailable: threeHoursReservationAvailable(
      departureAt(ride, ride.from),
      now,
    ),
    IsDeferredPaymentAvailable: false,
    IsMealOptionPossible: false,
    IsAdditionalMealOptionPossible: false,
    IsTransitDocumentRequired: ride.train.properties.isTransitDocumentRequired ?? false,
    ClientFeeCalculation: null,
    AgentFeeCalculation: null,
  };
}

/** Compartments (bays) of a sleeping car with every place free; sitting cars have none. */
function emptyCabins(car: TrainCar, free: readonly PlanPlace[]): number {
  const plan = carPlan(car);
  if (plan[0]?.kind === 'seat') return 0;
  const tally = (places: readonly PlanPlace[]) => {
    const counts = new Map<number, number>();
    for (const place of places) counts.set(place.cabin, (counts.get(place.cabin) ?? 0) + 1);
    return counts;
  };
  const sizes = tally(plan);
  return [...tally(free)].filter(([cabin, n]) => sizes.get(cabin) === n).length;
}
