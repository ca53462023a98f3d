import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * A seeded random stream. Every part of the generator draws from its own stream, named by
 * what it decides (e.g. `flights:SVO-LED`), so adding a route or a rule in one place does
 * not reshuffle every other trip of the feed.
 */
export class Random {
  private readonly rng: RandomGenerator;

  constructor(seed: number, stream: string) {
    this.rng = xoroshiro128plus((seed ^ hash(stream)) | 0);
  }

  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  /** True with probability `p`, resolved to one in ten thousand. */
  chance(p: number): boolean {
    return this.int(0, 9_999) < p * 10_000;
  }

  /** A factor in [1 − spread, 1 + spread], for prices that vary around a norm. */
  jitter(spread: number): number {
    return 1 + (this.int(-1_000, 1_000) / 1_000) * spread;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }
}

/** FNV-1a: a stable 32-bit hash of a stream name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
