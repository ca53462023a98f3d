import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** The generator's only source of chance: seeded, so a seed always yields the same network. */
export class Random {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  float(): number {
    return uniformFloat64(this.rng);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** A factor around 1, e.g. ±15 % for prices that differ from flight to flight. */
  spread(fraction: number): number {
    return 1 + (this.float() * 2 - 1) * fraction;
  }
}

/** Whole rubles in kopecks. */
export const rubles = (kopecks: number): number => Math.round(kopecks / 100) * 100;

/** Minutes rounded to five, as timetables print them. */
export const five = (minutes: number): number => Math.round(minutes / 5) * 5;
