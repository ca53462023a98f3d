import { greatCircleKm } from '@peresadka/engine/great-circle';
import type { NetworkCity, NetworkInput, NetworkStation } from '../demo-timetable/demo-feed.ts';

/** The input network, indexed the ways the generators look things up. */
export class NetworkIndex {
  readonly cityById: Map<number, NetworkCity>;
  private readonly stationsByCity = new Map<number, NetworkStation[]>();

  constructor(readonly network: NetworkInput) {
    this.cityById = new Map(network.cities.map((c) => [c.id, c]));
    for (const s of network.stations) {
      const list = this.stationsByCity.get(s.cityId) ?? [];
      list.push(s);
      this.stationsByCity.set(s.cityId, list);
    }
  }

  stationsOf(cityId: number, type?: NetworkStation['type']): NetworkStation[] {
    const all = this.stationsByCity.get(cityId) ?? [];
    return type ? all.filter((s) => s.type === type) : all;
  }

  cityNamed(name: string): NetworkCity | undefined {
    return this.network.cities
      .filter((c) => c.name === name)
      .sort((a, b) => b.population - a.population)[0];
  }

  km(a: number, b: number): number {
    return greatCircleKm(this.cityById.get(a)!, this.cityById.get(b)!);
  }
}
