import type {
  RouteStop,
  TrainRouteRequest,
  TrainRouteResponse,
} from '@peresadka/contracts/im/railway-search';
import { noTrains } from './im-error.ts';
import { arrivalAt, askedRides, departureAt } from './runs.ts';
import { clockTime, dateOf } from './wall-clock.ts';
import type { World } from './world.ts';

/** Railway/V1/Search/TrainRoute: the whole line of the run that serves the ride asked for. */
export function trainRoute(world: World, request: TrainRouteRequest): TrainRouteResponse {
  const { railway } = world;
  const ride = askedRides(railway, {
    origin: request.Origin,
    destination: request.Destination,
    date: dateOf(request.DepartureDate),
    trainNumber: request.TrainNumber,
  })[0];
  if (!ride) throw noTrains();
  const { stops } = ride.train;
  const last = stops.length - 1;
  const routeStops = stops.map((stop, i): RouteStop => {
    const station = railway.station(stop.stationCode);
    const arrives = arrivalAt(ride, i);
    const leaves = departureAt(ride, i);
    return {
      StationName: station.name,
      CityName: railway.cityName(stop.stationCode),
      LocalDepartureTime: i === last ? '' : clockTime(leaves, station.timeZone),
      DepartureTime: i === last ? '' : clockTime(leaves),
      LocalArrivalTime: i === 0 ? '' : clockTime(arrives, station.timeZone),
      ArrivalTime: i === 0 ? '' : clockTime(arrives),
      RouteStopType: i === 0 ? 'Departure' : i === last ? 'Arrival' : 'Intermediate',
      StopDuration: i === 0 || i === last ? 0 : stop.departureOffset - stop.arrivalOffset,
      TimeDescription: 'NoValue',
    };
  });
  return {
    Routes: [
      {
        RouteStops: routeStops,
        Name: 'ОСНОВНОЙ МАРШРУТ',
        OriginName: routeStops[0]!.StationName,
        DestinationName: routeStops[last]!.StationName,
      },
    ],
  };
}
