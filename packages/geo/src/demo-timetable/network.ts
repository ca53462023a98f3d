import type { NetworkCity, NetworkInput, NetworkStation } from './demo-feed.ts';

type StationType = NetworkStation['type'];

/** Looks-ups over the input network that every mode needs. */
export class NetworkIndex {
  readonly cities: readonly NetworkCity[];
  private readonly cityById = new Map<number, NetworkCity>();
  private readonly byName = new Map<string, NetworkCity>();
  private readonly stationsByCity = new Map<number, NetworkStation[]>();

  constructor(input: NetworkInput) {
    this.cities = [...input.cities].sort((a, b) => a.id - b.id);
    for (const city of this.cities) {
      this.cityById.set(city.id, city);
      // Two towns may share a name; the larger one is the one people mean.
      const known = this.byName.get(normalName(city.name));
      if (!known || known.population < city.population)
        this.byName.set(normalName(city.name), city);
    }
    for (const station of [...input.stations].sort((a, b) => a.id - b.id)) {
      // A closed airport flies nothing: to the timetable it is not there. The feed runs
      // without end, so a closure counts from whatever date it was made.
      if (station.closedSince !== undefined) continue;
      const list = this.stationsByCity.get(station.cityId) ?? [];
      list.push(station);
      this.stationsByCity.set(station.cityId, list);
    }
  }

  city(id: number): NetworkCity {
    const city = this.cityById.get(id);
    if (!city) throw new Error(`Unknown city ${id}`);
    return city;
  }

  cityNamed(name: string): NetworkCity | undefined {
    return this.byName.get(normalName(name));
  }

  stations(cityId: number, type?: StationType): NetworkStation[] {
    const all = this.stationsByCity.get(cityId) ?? [];
    return type ? all.filter((s) => s.type === type) : all;
  }

  /** Cities that have at least one station of the type, largest first. */
  citiesWith(type: StationType): NetworkCity[] {
    return this.cities
      .filter((c) => this.stations(c.id, type).length > 0)
      .sort((a, b) => b.population - a.population || a.id - b.id);
  }
}

/** Names compare without case and without the optional dots over «ё». */
export const normalName = (name: string): string => name.toLowerCase().replaceAll('ё', 'е');
