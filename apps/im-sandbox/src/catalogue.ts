import { ZTrainProperties, type TrainProperties } from '@peresadka/contracts/trip-properties';
import type {
  DemoFeed,
  DemoService,
  DemoStop,
  NetworkCity,
  NetworkStation,
} from '@peresadka/geo/demo-timetable/demo-feed';

/**
 * The trains the sandbox owns the seats of, as the supplier knows them: railway stations by the
 * supplier's code (our station id as a string), their cities, the carriers, and each train with
 * its line, its cars and the days it runs. Plain data, so it can come from any timetable.
 */
export type CatalogueStation = { code: string; name: string; cityId: number; timeZone: string };
export type CatalogueCity = { id: number; name: string };

export type CatalogueTrain = {
  /** '752А': how the supplier names the train in every call. */
  number: string;
  name: string | null;
  carrierCode: string;
  /** Weekdays (bit 0 = Monday) from `startDate` on, as the first station's calendar has them. */
  service: Pick<DemoService, 'weekdays' | 'startDate'>;
  /** Zone of the first station; `departureMinute` is its local clock. */
  timeZone: string;
  departureMinute: number;
  stops: (Omit<DemoStop, 'stationId'> & { stationCode: string })[];
  properties: TrainProperties;
};

export type TrainCatalogue = {
  stations: CatalogueStation[];
  cities: CatalogueCity[];
  /** Carrier code → its name as printed on the ticket. */
  carriers: Record<string, string>;
  trains: CatalogueTrain[];
};

/**
 * The trains of a timetable feed and the railway stations they call at. A train whose
 * properties do not read as a train's, or whose service or stations are unknown, is not sold:
 * the supplier only sells what it can describe whole.
 */
export function catalogueOfFeed(
  feed: DemoFeed,
  geography: { cities: NetworkCity[]; stations: NetworkStation[] },
): TrainCatalogue {
  const railway = new Map(
    geography.stations
      .filter((station) => station.type === 'RailwayStation')
      .map((station) => [station.id, station]),
  );
  const services = new Map(feed.services.map((service) => [service.key, service]));
  const trains: CatalogueTrain[] = [];
  for (const trip of feed.trips) {
    if (trip.mode !== 'TRAIN') continue;
    const properties = ZTrainProperties.safeParse(trip.properties);
    const service = services.get(trip.serviceKey);
    if (!properties.success || !service) continue;
    if (!trip.stops.every((stop) => railway.has(stop.stationId))) continue;
    trains.push({
      number: trip.number,
      name: trip.name,
      carrierCode: trip.carrierCode,
      service: { weekdays: service.weekdays, startDate: service.startDate },
      timeZone: trip.timeZone,
      departureMinute: trip.departureMinute,
      stops: trip.stops.map(({ stationId, ...stop }) => ({
        ...stop,
        stationCode: String(stationId),
      })),
      properties: properties.data,
    });
  }
  const cityIds = new Set([...railway.values()].map((station) => station.cityId));
  return {
    stations: [...railway.values()].map((station) => ({
      code: String(station.id),
      name: station.name,
      cityId: station.cityId,
      timeZone: station.timeZone,
    })),
    cities: geography.cities
      .filter((city) => cityIds.has(city.id))
      .map((city) => ({ id: city.id, name: city.name })),
    carriers: Object.fromEntries(
      feed.carriers
        .filter((carrier) => carrier.mode === 'TRAIN')
        .map((carrier) => [carrier.code, carrier.name]),
    ),
    trains,
  };
}
