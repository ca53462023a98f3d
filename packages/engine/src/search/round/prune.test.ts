import { describe, expect, it } from 'vitest';
import type { Timetable } from '../../timetable/timetable.ts';
import { searchCombined } from '../combined.ts';
import { Labels, NO_LABEL } from '../label.ts';
import { hop, network, queryOf } from '../network.test-support.ts';
import type { Journey } from '../ride.ts';
import { searchBounds, type CombinedQuery } from '../round-search.ts';
import { utcMinute } from '../../units.ts';
import { alive, hopeless } from './prune.ts';
import { SearchState } from './state.ts';

/** 1 → 2 at 08:00 for 100 ₽ and at 09:00 for 50 ₽; 2 → 3 at 10:00, an hour each. */
const timetable: Timetable = network([
  hop(10, 1, 2, '08:00', 60, 100),
  hop(11, 1, 2, '09:00', 60, 50),
  hop(12, 2, 3, '10:00', 60, 100),
]);
const q = queryOf(timetable, { from: [1], to: [2], fromHour: 7 });
const [eight, nine] = searchCombined(timetable, q) as [Journey, Journey];

function stateOf(query: CombinedQuery, seed: Journey[] = []) {
  const options = { simpleOnly: false, ties: false, seed, maxLabels: Infinity };
  return new SearchState(timetable, query, options, searchBounds(timetable, query), new Labels());
}

describe('a partial journey is hopeless', () => {
  it('when a journey found arrives no later for no more, in no more rides', () => {
    const s = stateOf(q, [eight]);
    const { arrival, price, departure } = eight;
    expect(hopeless(s, arrival, price, 1, departure, false)).toBe(true);
    expect(hopeless(s, arrival + 1, price - 1, 1, departure, false)).toBe(false);
    expect(hopeless(s, arrival - 1, price + 1, 1, departure, false)).toBe(false);
    expect(hopeless(s, arrival, price, 0, departure, false)).toBe(false);
  });

  it('when it cannot arrive sooner than the earliest arrival, which a journey found makes', () => {
    const told = { ...q, earliest: eight };
    // Bounded below by 08:00's arrival, a dearer ride that might arrive sooner cannot beat it.
    expect(hopeless(stateOf(q, [eight]), eight.arrival - 30, eight.price + 1, 1, 0, false)).toBe(
      false,
    );
    expect(hopeless(stateOf(told, [eight]), eight.arrival - 30, eight.price + 1, 1, 0, false)).toBe(
      true,
    );
  });

  it('past the latest arrival or the rides allowed, with nothing found yet', () => {
    const s = stateOf({ ...q, arriveBy: utcMinute(nine.arrival), maxTransfers: 0 });
    expect(hopeless(s, nine.arrival, 0, 1, 0, false)).toBe(false);
    expect(hopeless(s, nine.arrival + 1, 0, 1, 0, false)).toBe(true);
    expect(hopeless(s, nine.arrival, 0, 2, 0, false)).toBe(true);
  });
});

describe('a label stays alive', () => {
  it('until a journey found beats the bounds from its stop', () => {
    const s = stateOf(q);
    const at = nine.departure;
    // Ready at 09:00 having paid 100 ₽: an hour and 50 ₽ at least are still to come.
    const label = s.labels.add(q.origins[0]!, at, at, false, 10_000, false, 0, at, NO_LABEL, null);
    expect(alive(s, label)).toBe(true);
    // 09:00's journey arrives as soon as it could for less.
    s.results.add(nine.arrival, nine.price, 1, nine.departure, false, () => nine.rides);
    expect(alive(s, label)).toBe(false);
  });

  it('unless a label in its bag covers it', () => {
    const s = stateOf(q);
    const label = s.labels.add(q.origins[0]!, 0, 0, false, 0, false, 0, 0, NO_LABEL, null);
    s.labels.dead[label] = 1;
    expect(alive(s, label)).toBe(false);
  });
});
