import type { Answer } from './adapter.ts';
import type { EngineQuery } from './queries.ts';

/**
 * Our import rounds GTFS seconds to whole minutes (a subway train at 08:03:30), so arrivals
 * within a minute of each other are the same answer.
 */
export const SAME_WITHIN_SECONDS = 60;

export type Verdict =
  'same' | 'ours-later' | 'ours-earlier' | 'only-ours' | 'only-peer' | 'neither';

export const VERDICTS: readonly Verdict[] = [
  'same',
  'ours-later',
  'ours-earlier',
  'only-ours',
  'only-peer',
  'neither',
];

export function verdictOf(ours: number | null, peer: number | null): Verdict {
  if (ours === null && peer === null) return 'neither';
  if (peer === null) return 'only-ours';
  if (ours === null) return 'only-peer';
  if (Math.abs(ours - peer) <= SAME_WITHIN_SECONDS) return 'same';
  return ours > peer ? 'ours-later' : 'ours-earlier';
}

/** An answer frozen into text, so the engines behind it can be garbage-collected. */
export type ShownAnswer = { engine: string; arrival: number | null; journey: string };

export type Difference = { index: number; query: EngineQuery; verdict: Verdict };

export type Agreement = {
  ours: string;
  peer: string;
  counts: Record<Verdict, number>;
  differences: Difference[];
};

export function compare(
  names: { ours: string; peer: string },
  queries: readonly EngineQuery[],
  ours: readonly Answer[],
  peer: readonly Answer[],
): Agreement {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  const differences: Difference[] = [];
  queries.forEach((query, index) => {
    const verdict = verdictOf(ours[index]!.arrival, peer[index]!.arrival);
    counts[verdict]++;
    if (verdict !== 'same' && verdict !== 'neither') differences.push({ index, query, verdict });
  });
  return { ...names, counts, differences };
}

export const show = (engine: string, answer: Answer): ShownAnswer => ({
  engine,
  arrival: answer.arrival,
  journey: answer.describe(),
});
