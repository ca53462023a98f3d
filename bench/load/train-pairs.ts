import type { TrainCatalogue } from '@peresadka/im-sandbox/catalogue';

/**
 * Whether a train of the catalogue takes passengers from one city to the other (in that
 * direction, boarding and alighting where it may): the searches whose train tab asks the
 * supplier. Between the other pairs the tab finds no ride and asks nobody.
 */
export function trainLinked(catalogue: TrainCatalogue): (from: number, to: number) => boolean {
  const cityOf = new Map(catalogue.stations.map((station) => [station.code, station.cityId]));
  const pairs = new Set<string>();
  for (const train of catalogue.trains) {
    const stops = train.stops.map((stop) => ({ ...stop, city: cityOf.get(stop.stationCode) }));
    stops.forEach((from, i) => {
      if (!from.boarding) return;
      for (const to of stops.slice(i + 1)) {
        if (to.alighting) pairs.add(`${from.city}→${to.city}`);
      }
    });
  }
  return (from, to) => pairs.has(`${from}→${to}`);
}
