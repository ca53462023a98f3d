import type { ScheduleRequest, ScheduleResponse } from '@peresadka/contracts/im/railway-search';
import { dayOf, isoOf } from '@peresadka/engine/timetable/day-number';
import { noTrains } from './im-error.ts';
import { arrivalAt, askedRides, departureAt, rideKm, rideMinutes, type Ride } from './runs.ts';
import { trainInfo, zoneDifferences } from './train-info.ts';
import { clockTime, dateOf, localDate, localMinute } from './wall-clock.ts';
import type { World } from './world.ts';

const WEEKDAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

/**
 * Railway/V1/Search/Schedule: the trains of a pair on a day, or on any day of the week ahead
 * when none is asked, each with the days it leaves the origin in Russian.
 */
export function schedule(world: World, request: ScheduleRequest): ScheduleResponse {
  const { railway } = world;
  const today = dayOf(localDate(world.now()));
  const dates =
    request.DepartureDate === null
      ? Array.from({ length: 7 }, (_, i) => isoOf(today + i))
      : [dateOf(request.DepartureDate)];
  const from = (request.TimeFrom ?? 0) * 60;
  const to = (request.TimeTo ?? 24) * 60;
  const zoneOf = (ride: Ride, index: number) =>
    railway.station(ride.train.stops[index]!.stationCode).timeZone;
  const byTrain = new Map<string, Ride>();
  for (const date of dates) {
    const rides = askedRides(railway, {
      origin: request.Origin,
      destination: request.Destination,
      date,
    });
    for (const ride of rides) {
      const minute = localMinute(departureAt(ride, ride.from), zoneOf(ride, ride.from));
      if (minute >= from && minute < to && !byTrain.has(ride.train.number)) {
        byTrain.set(ride.train.number, ride);
      }
    }
  }
  const rides = [...byTrain.values()].sort(
    (a, b) =>
      localMinute(departureAt(a, a.from), zoneOf(a, a.from)) -
      localMinute(departureAt(b, b.from), zoneOf(b, b.from)),
  );
  const first = rides[0];
  if (!first) throw noTrains();
  const zones = zoneDifferences(railway, first);
  const firstInfo = trainInfo(railway, first);
  return {
    OriginStationCode: firstInfo.OriginStationCode,
    DestinationStationCode: firstInfo.DestinationStationCode,
    RoutePolicy: 'Internal',
    Schedules: rides.map((ride) => {
      const info = trainInfo(railway, ride);
      const leaves = departureAt(ride, ride.from);
      const arrives = arrivalAt(ride, ride.to);
      return {
        TrainNumber: info.TrainNumber,
        TrainNumberToGetRoute: info.TrainNumberToGetRoute,
        TrainName: info.TrainName,
        OriginName: info.OriginName,
        OriginStationCode: info.OriginStationCode,
        DestinationName: info.DestinationName,
        DestinationStationCode: info.DestinationStationCode,
        LocalDepartureTime: clockTime(leaves, zoneOf(ride, ride.from)),
        DepartureTime: clockTime(leaves),
        DepartureStopTime: info.DepartureStopTime,
        LocalArrivalTime: clockTime(arrives, zoneOf(ride, ride.to)),
        ArrivalTime: clockTime(arrives),
        ArrivalStopTime: info.ArrivalStopTime,
        TripDuration: rideMinutes(ride),
        TripDistance: rideKm(ride),
        Regularity: regularity(ride, zoneOf(ride, ride.from)),
        StartSalesDateTime: null,
      };
    }),
    StationClarifying: null,
    OriginTimeZoneDifference: zones.origin,
    DestinationTimeZoneDifference: zones.destination,
    NotAllTrainsReturned: false,
  };
}

/**
 * The weekdays the train leaves the traveller's station: its service days at the first
 * station, moved by the days the run has been going when it gets there.
 */
function regularity(ride: Ride, zone: string): string {
  const shift = dayOf(localDate(departureAt(ride, ride.from), zone)) - dayOf(ride.serviceDate);
  const { weekdays } = ride.train.service;
  const days = WEEKDAYS.map((_, w) => w).filter((w) => ((weekdays >> w) & 1) === 1);
  if (days.length === 7) return 'ежедневно';
  const leaving = new Set(days.map((w) => (((w + shift) % 7) + 7) % 7));
  return WEEKDAYS.filter((_, w) => leaving.has(w)).join(', ');
}
