import type { Answer } from './adapter.ts';
import { verdictOf } from './compare.ts';
import { percentiles } from './timing.ts';

/** One engine's answers to the feed's queries and how long each took, in query order. */
export type TimedAnswers = { answers: readonly Answer[]; ms: readonly number[] };

/** Our time over a peer's on the queries where both found the same arrival. */
export type CommonRatio = { queries: number; p50: number; p95: number };

/**
 * A peer that gives up early on most queries has a small p50 over all of them without being
 * faster at answering. Like for like: only the queries both engines answered with the same
 * arrival, our p50 (and p95) over theirs on exactly that set.
 */
export function commonRatio(ours: TimedAnswers, peer: TimedAnswers): CommonRatio | null {
  const common = ours.answers.flatMap((answer, i) =>
    verdictOf(answer.arrival, peer.answers[i]!.arrival) === 'same' ? [i] : [],
  );
  const mine = percentiles(common.map((i) => ours.ms[i]!));
  const theirs = percentiles(common.map((i) => peer.ms[i]!));
  if (!mine || !theirs) return null;
  return {
    queries: common.length,
    p50: mine.p50 / theirs.p50,
    p95: mine.p95 / theirs.p95,
  };
}
