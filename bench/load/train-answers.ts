import type { SearchResponse } from '@peresadka/contracts/search-results';
import { supplierUnavailableMessage } from '@peresadka/server/suppliers/supplier-errors';

/**
 * What a search's train tab showed. A supplier that failed answers the tab fast and empty, with
 * `train_error`, as «no trains on that day» does: only the message tells them apart, and a run
 * whose searches were fast because the supplier failed must say so.
 */
export type TrainAnswer = 'trains' | 'noTrains' | 'supplierFailed' | 'notAnswered';
export type TrainAnswers = Record<TrainAnswer, number>;

export function trainAnswerOf(status: number, body: string): TrainAnswer {
  if (status !== 200) return 'notAnswered';
  const answer = JSON.parse(body) as Pick<SearchResponse, 'train' | 'train_error'>;
  if (answer.train_error?.error_message === supplierUnavailableMessage) return 'supplierFailed';
  return answer.train.length > 0 ? 'trains' : 'noTrains';
}

/** Counts of the answers given to `add`. */
export function trainTally(): {
  counts: TrainAnswers;
  add: (status: number, body: string) => void;
} {
  const counts: TrainAnswers = { trains: 0, noTrains: 0, supplierFailed: 0, notAnswered: 0 };
  return { counts, add: (status, body) => counts[trainAnswerOf(status, body)]++ };
}
