import { ZStationType } from '@peresadka/contracts/enums';
import { cityAliases } from '@peresadka/geo/city-aliases';
import type { Db } from '../infra/db/database.ts';
import { PlaceIndex } from './place-index.ts';
import { PlacesRepository } from './places-repository.ts';

/**
 * Loads the place index from the database once and keeps it until the geography or an
 * imported feed changes (`reload`). The cities' aliases are authored data of the geography,
 * attached by city id.
 */
export class PlaceDirectory {
  private loading: Promise<PlaceIndex> | undefined;
  private readonly places: PlacesRepository;

  constructor(db: Db) {
    this.places = new PlacesRepository(db);
  }

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
      this.places.cities(),
      this.places.stations(),
    ]);
    return new PlaceIndex(
      cityRows,
      stationRows.map((row) => ({ ...row, type: ZStationType.parse(row.type) })),
      cityAliases(),
    );
  }
}
