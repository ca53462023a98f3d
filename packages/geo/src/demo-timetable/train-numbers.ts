import type { NetworkCity } from './demo-feed.ts';
import { normalName } from './network.ts';

export type TrainKind = 'highSpeed' | 'express' | 'fast' | 'passenger' | 'suburban';

/**
 * Number ranges by kind, as Russian Railways number them: 1–298 скорые, 301–698
 * пассажирские, 701–898 скоростные and high-speed, four digits for suburban trains; 901–998
 * take any long-distance overflow.
 */
const RANGES: Record<TrainKind, [number, number][]> = {
  fast: [
    [1, 148],
    [151, 298],
    [901, 998],
  ],
  passenger: [
    [301, 448],
    [451, 598],
    [601, 698],
    [901, 998],
  ],
  highSpeed: [
    [701, 798],
    [801, 898],
  ],
  express: [
    [701, 798],
    [801, 898],
  ],
  suburban: [[6001, 9998]],
};

/**
 * The letter names the railway that forms the train. Moscow and St Petersburg form so many
 * trains that they own several letters; any other city uses its initial, then the shared
 * spare letters.
 */
const LETTERS: Record<string, string[]> = {
  москва: ['А', 'М', 'Я', 'В', 'Ж'],
  'санкт-петербург': ['Ч', 'А', 'Г'],
};
const SPARE_LETTERS = ['Э', 'Ю', 'Щ', 'Ц'];

/**
 * Hands out the number pairs of trains: a pair is an odd number and the even one after it
 * (001/002), one for each direction. Suburban trains have no letter and one shared counter;
 * long-distance numbers repeat under different letters only. A display number is unique in
 * the whole feed.
 */
export class TrainNumbers {
  private readonly used = new Set<string>();

  /**
   * Holds back `count` pairs from a named train's own odd number on ('751А': 751А/752А,
   * 753А/754А…) before any other train is numbered, and hands them over.
   */
  reserve(first: string, count: number): { odd: string; even: string }[] {
    const match = /^(\d{3})(\D*)$/.exec(first);
    if (!match || Number(match[1]) % 2 === 0) throw new Error(`Bad train number ${first}`);
    return Array.from({ length: count }, (_, i) => {
      const odd = Number(match[1]) + 2 * i;
      const key = format(odd, match[2]!);
      if (this.used.has(key)) throw new Error(`Train number ${key} taken twice`);
      this.used.add(key);
      return { odd: key, even: format(odd + 1, match[2]!) };
    });
  }

  pair(kind: TrainKind, formedIn: NetworkCity): { odd: string; even: string } {
    const letters =
      kind === 'suburban'
        ? ['']
        : [
            ...(LETTERS[normalName(formedIn.name)] ?? [formedIn.name[0]!.toUpperCase()]),
            ...SPARE_LETTERS,
          ];
    for (const letter of letters) {
      for (const [from, to] of RANGES[kind]) {
        for (let odd = from % 2 === 1 ? from : from + 1; odd + 1 <= to; odd += 2) {
          const key = format(odd, letter);
          if (this.used.has(key)) continue;
          this.used.add(key);
          return { odd: key, even: format(odd + 1, letter) };
        }
      }
    }
    throw new Error(`No ${kind} train number left for ${formedIn.name}`);
  }
}

const format = (n: number, letter: string) => `${String(n).padStart(3, '0')}${letter}`;
