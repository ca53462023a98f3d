import type { NetworkCity, NetworkCorridor } from './demo-feed.ts';
import { greatCircleKm } from './distance.ts';
import type { NetworkIndex } from './network.ts';

/** Where no corridor gives the distance, rails run about a quarter longer than the straight way. */
export const RAIL_FACTOR = 1.25;

/**
 * The stretch of line between two neighbouring calls: its length, how fast it is, and how
 * fast for a day express.
 */
export type RailHop = { km: number; speed: number; express: number };

/** A way by rail through cities in order; `hops[i]` runs from `cities[i]` to `cities[i + 1]`. */
export type RailPath = { cities: NetworkCity[]; hops: RailHop[] };

/** Distances and speeds of the corridors, and ways across them. */
export class RailMap {
  private readonly corridors: readonly NetworkCorridor[];

  constructor(
    private readonly network: NetworkIndex,
    corridors: readonly NetworkCorridor[],
  ) {
    this.corridors = [...corridors].sort((a, b) => a.id.localeCompare(b.id));
  }

  /** The cities `from` … `to` (indices, either way round) of a corridor, with their hops. */
  section(corridor: NetworkCorridor, from: number, to: number): RailPath {
    const step = from <= to ? 1 : -1;
    const at = (i: number) => corridor.km?.[i];
    const cities: NetworkCity[] = [this.network.city(corridor.cityIds[from]!)];
    const hops: RailHop[] = [];
    for (let i = from + step; i !== to + step; i += step) {
      const city = this.network.city(corridor.cityIds[i]!);
      const posts = [at(i), at(i - step)];
      const km =
        posts[0] !== undefined && posts[1] !== undefined
          ? Math.abs(posts[0] - posts[1])
          : greatCircleKm(cities.at(-1)!, city) * RAIL_FACTOR;
      const hop = Math.min(i, i - step);
      const speed = corridor.speeds?.[hop] ?? 1;
      hops.push({ km, speed, express: corridor.expressSpeeds?.[hop] ?? speed });
      cities.push(city);
    }
    return { cities, hops };
  }

  /**
   * The way through cities named in order: between two neighbours of the list along the first
   * corridor (by id) that has both, calling at every city of it on the way; where no corridor
   * has both, one hop of an ordinary line (a branch such as Канаш — Чебоксары). Null when a
   * city is not in the network.
   */
  path(names: readonly string[]): RailPath | null {
    const waypoints = names.map((name) => this.network.cityNamed(name));
    if (waypoints.some((c) => c === undefined)) return null;
    const cities = waypoints as NetworkCity[];
    const path: RailPath = { cities: [cities[0]!], hops: [] };
    for (const [i, b] of cities.slice(1).entries()) {
      const a = cities[i]!;
      const corridor = this.corridors.find(
        (c) => c.cityIds.includes(a.id) && c.cityIds.includes(b.id),
      );
      const piece = corridor
        ? this.section(corridor, corridor.cityIds.indexOf(a.id), corridor.cityIds.indexOf(b.id))
        : {
            cities: [a, b],
            hops: [{ km: greatCircleKm(a, b) * RAIL_FACTOR, speed: 1, express: 1 }],
          };
      path.cities.push(...piece.cities.slice(1));
      path.hops.push(...piece.hops);
    }
    return path;
  }
}

export const pathKm = (path: RailPath): number => path.hops.reduce((km, h) => km + h.km, 0);
