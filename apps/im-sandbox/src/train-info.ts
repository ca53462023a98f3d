import type { TrainInfo } from '@peresadka/contracts/im/railway-search';
import type { Railway } from './railway.ts';
import { arrivalAt, departureAt, rideKm, rideMinutes, type Ride } from './runs.ts';
import { wallClock, zoneDifference } from './wall-clock.ts';

/** A ride's train as search answers describe it: times on both clocks, Moscow's and local. */
export function trainInfo(railway: Railway, ride: Ride): TrainInfo {
  const { train } = ride;
  const origin = railway.station(train.stops[ride.from]!.stationCode);
  const destination = railway.station(train.stops[ride.to]!.stationCode);
  const terminus = railway.station(train.stops.at(-1)!.stationCode);
  const leaves = departureAt(ride, ride.from);
  const arrives = arrivalAt(ride, ride.to);
  const dwell = (index: number) =>
    train.stops[index]!.departureOffset - train.stops[index]!.arrivalOffset;
  return {
    TrainNumber: train.number,
    TrainNumberToGetRoute: train.number,
    DisplayTrainNumber: train.properties.displayNumber,
    TrainDescription: train.properties.category,
    TrainName: train.name,
    TransportType: 'Train',
    OriginName: origin.name,
    OriginStationCode: origin.code,
    DestinationName: destination.name,
    DestinationStationCode: destination.code,
    DestinationNames: [terminus.name],
    LocalDepartureDateTime: wallClock(leaves, origin.timeZone),
    DepartureDateTime: wallClock(leaves),
    LocalArrivalDateTime: wallClock(arrives, destination.timeZone),
    ArrivalDateTime: wallClock(arrives),
    ArrivalDateTimes: [wallClock(arrives)],
    LocalArrivalDateTimes: [wallClock(arrives, destination.timeZone)],
    DepartureDateFromFormingStation: wallClock(ride.start),
    DepartureStopTime: dwell(ride.from),
    ArrivalStopTime: dwell(ride.to),
    TripDuration: rideMinutes(ride),
    TripDistance: rideKm(ride),
    IsSuburban: train.properties.isSuburban,
    IsComponent: false,
    CarServices: null,
    IsSaleForbidden: train.properties.isSaleForbidden,
  };
}

/** The zone differences of a ride's two stations at its departure. */
export function zoneDifferences(
  railway: Railway,
  ride: Ride,
): { origin: number; destination: number } {
  const leaves = departureAt(ride, ride.from);
  const zoneOf = (index: number) => railway.station(ride.train.stops[index]!.stationCode).timeZone;
  return {
    origin: zoneDifference(zoneOf(ride.from), leaves),
    destination: zoneDifference(zoneOf(ride.to), arrivalAt(ride, ride.to)),
  };
}
