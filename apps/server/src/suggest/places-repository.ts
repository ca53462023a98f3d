import type { Db } from '../infra/db/database.ts';
import { cities, stations } from '../infra/db/schema.ts';

/** The geography the place index is built from. */
export class PlacesRepository {
  constructor(private readonly db: Db) {}

  cities() {
    return this.db
      .select({
        id: cities.id,
        name: cities.name,
        regionName: cities.regionName,
        population: cities.population,
      })
      .from(cities);
  }

  stations() {
    return this.db
      .select({
        id: stations.id,
        cityId: stations.cityId,
        name: stations.name,
        type: stations.type,
        code: stations.code,
        latitude: stations.latitude,
        longitude: stations.longitude,
      })
      .from(stations);
  }
}
