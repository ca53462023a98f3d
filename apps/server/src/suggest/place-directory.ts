import { ZStationType } from '@peresadka/contracts/enums';
import { cityAliases } from '@peresadka/geo/city-aliases';
import type { Db } from '../infra/db/database.ts';
import { cities, stations } from '../infra/db/schema.ts';
import { PlaceIndex } from './place-index.ts';

/**
 * Loads the place index from the database once and keeps it until the geography or an
 * imported feed changes (`reload`). The cities' aliases are authored data of the geography,
 * attached by city id.
 */
export class PlaceDirectory {
  private loading: Promise<PlaceIndex> | undefined;

  constructor(private readonly db: Db) {}

  index(): Promise<PlaceIndex> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  reload(): Promise<PlaceIndex> {
    this.loading = undefined;
    return this.index();
  }

  private async load(): Promise<PlaceIndex> {
    const [cityRows, stationRows] = await Promise.all([
      this.db
        .select({
          id: cities.id,
          name: cities.name,
          regionName: cities.regionName,
          population: cities.population,
        })
        .from(cities),
      this.db
        .select({
          id: stations.id,
          cityId: stations.cityId,
          name: stations.name,
          type: stations.type,
          code: stations.code,
          latitude: stations.latitude,
          longitude: stations.longitude,
        })
        .from(stations),
    ]);
    return new PlaceIndex(
      cityRows,
      stationRows.map((row) => ({ ...row, type: ZStationType.parse(row.type) })),
      cityAliases(),
    );
  }
}
