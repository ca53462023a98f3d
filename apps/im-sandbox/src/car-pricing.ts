import { TRAIN_DOCUMENTS } from '@peresadka/contracts/train-documents';
import { imRoubles } from '@peresadka/contracts/im/im-values';
import type {
  CarPriceInfo,
  CarPricingRequest,
  CarPricingResponse,
} from '@peresadka/contracts/im/railway-search';
import { CAR_TYPE_NAMES, carNumberText, carServices } from './car-services.ts';
import { schemeIdOf } from './car-scheme.ts';
import { adultFare } from './fares.ts';
import { noTrains, saleClosed } from './im-error.ts';
import { freePlaces, takenPlaces } from './places.ts';
import { arrivalAt, askedRides, departureAt } from './runs.ts';
import { isOnSale, isSaleForbidden, threeHoursReservationAvailable } from './sale-window.ts';
import { trainInfo, zoneDifferences } from './train-info.ts';
import { dateOf, wallClock } from './wall-clock.ts';
import type { World } from './world.ts';

/**
 * Railway/V1/Search/CarPricing: one train's cars that have places free on the ride, with their
 * places, fares and plan.
 */
export function carPricing(world: World, request: CarPricingRequest): CarPricingResponse {
  const { railway } = world;
  const now = world.now();
  const ride = askedRides(railway, {
    origin: request.OriginCode,
    destination: request.DestinationCode,
    date: dateOf(request.DepartureDate),
    trainNumber: request.TrainNumber,
  })[0];
  if (!ride) throw noTrains();
  if (!isOnSale(ride, now)) throw saleClosed();
  const taken = takenPlaces(world.orders, ride, now);
  const info = trainInfo(railway, ride);
  const zones = zoneDifferences(railway, ride);
  const arrives = arrivalAt(ride, ride.to);
  const destinationZone = railway.station(info.DestinationStationCode).timeZone;
  const threeHours = threeHoursReservationAvailable(departureAt(ride, ride.from), now);
  const { properties } = ride.train;
  const cars = properties.cars
    .filter((car) => request.CarType === null || car.type === request.CarType)
    .map((car) => ({ car, free: freePlaces(car, taken) }))
    .filter(({ free }) => free.length > 0);
  return {
    OriginCode: info.OriginStationCode,
    DestinationCode: info.DestinationStationCode,
    OriginTimeZoneDifference: zones.origin,
    DestinationTimeZoneDifference: zones.destination,
    Cars: cars.map(({ car, free }): CarPriceInfo => {
      const fare = imRoubles(adultFare(car, ride));
      const forbidden = isSaleForbidden(ride, car);
      return {
        CarType: car.type,
        CarSubType: null,
        CarTypeName: CAR_TYPE_NAMES[car.type],
        CarNumber: carNumberText(car.number),
        ServiceClass: car.serviceClass,
        InternationalServiceClass: null,
        CarDescription: null,
        ServiceClassTranscript: null,
        FreePlaces: free.map((place) => place.number).join(', '),
        FreePlacesByCompartments: null,
        PlaceQuantity: free.length,
        IsTwoStorey: car.twoStorey,
        Services: carServices(car),
        MinPrice: fare,
        MaxPrice: fare,
        ServiceCost: imRoubles(car.beddingPrice),
        PlaceReservationType: 'Usual',
        Carrier: railway.carrierName(ride.train),
        HasGenderCabins: false,
        RzhdCardTypes: [],
        TrainNumber: ride.train.number,
        LocalArrivalDateTime: wallClock(arrives, destinationZone),
        ArrivalDateTime: wallClock(arrives),
        HasNoInterchange: false,
        HasPlaceNumeration: true,
        // Bedding sold apart is chosen; bedding in the fare comes with the place (its services).
        IsBeddingSelectionPossible: car.bedding && car.beddingPrice > 0,
        HasElectronicRegistration: properties.hasElectronicRegistration,
        HasDynamicPricing: false,
        HasPlacesNearBabies: false,
        HasPlacesNearPlayground: false,
        HasPlacesNearPets: false,
        IsAdditionalPassengerAllowed: false,
        IsChildTariffTypeAllowed: true,
        CarPlaceType: 'NoValue',
        Discounts: [],
        IsSaleForbidden: forbidden,
        AvailabilityIndication: forbidden ? 'NotAvailable' : 'Available',
        IsThreeHoursReservationAvailable: threeHours,
        Road: null,
        PassengerSpecifyingRules: 'Standard',
        IsMealOptionPossible: false,
        IsAdditionalMealOptionPossible: false,
        IsTransitDocumentRequired: properties.isTransitDocumentRequired ?? false,
        ClientFeeCalculation: null,
        AgentFeeCalculation: null,
        RailwayCarSchemeId: schemeIdOf(car),
      };
    }),
    RoutePolicy: 'Internal',
    TrainInfo: info,
    IsFromUkrain: false,
    AllowedDocumentTypes: [...TRAIN_DOCUMENTS],
    ClientFeeCalculation: null,
    AgentFeeCalculation: null,
    BookingSystem: 'Express3',
  };
}
