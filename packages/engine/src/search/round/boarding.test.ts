import { describe, expect, it } from 'vitest';
import type { Timetable } from '../../timetable/timetable.ts';
import { Labels, NO_LABEL } from '../label.ts';
import { queryOf, type Ask } from '../network.test-support.ts';
import { fareLine } from './fare-line.test-support.ts';
import { originLabel } from './starts.ts';
import { windowAt } from '../query-window.ts';
import { searchBounds, type CombinedQuery } from '../round-search.ts';
import { Boardable } from './boarding.ts';
import { SearchState } from './state.ts';

const ASK: Ask = { from: [1], to: [2], fromHour: 7 };

/** A search of the query with one label at its origin, ready from the window's start. */
function atOrigin(timetable: Timetable, q: CombinedQuery, simpleOnly = false) {
  const options = { simpleOnly, ties: true, seed: [], maxLabels: Infinity };
  const s = new SearchState(timetable, q, options, searchBounds(timetable, q), new Labels());
  const stop = q.origins[0]!;
  const label = originLabel(s, stop, windowAt(timetable, stop, q.window)[0]);
  return { s, label, pattern: timetable.a.tripPattern[0]!, found: new Boardable() };
}

/** The trips (their source ids) and fare classes the label was offered, in order. */
function offered(s: SearchState, found: Boardable) {
  return Array.from({ length: found.count }, (_, n) => ({
    trip: s.a.tripId[found.trip[n]!],
    unpriced: found.fareClass[n] === -1,
  }));
}

describe('the instances a label may board', () => {
  it('are the first of each fare class, none charging no less than one boarded before', () => {
    const timetable = fareLine();
    const { s, label, pattern, found } = atOrigin(timetable, queryOf(timetable, ASK));
    found.find(s, label, pattern, 0, Infinity);
    // 09:00 is 08:00's class again; 11:00 costs more than 08:00 for any ride; the unpriced
    // trip compares with no class.
    expect(offered(s, found)).toEqual([
      { trip: 10, unpriced: false },
      { trip: 12, unpriced: false },
      { trip: 14, unpriced: true },
    ]);
  });

  it('leave a sold-out instance’s class to the next one, and no unpriced trip to a priced-only query', () => {
    const timetable = fareLine();
    const first = atOrigin(timetable, queryOf(timetable, ASK));
    first.found.find(first.s, first.label, first.pattern, 0, Infinity);
    const eightToday = first.found.instance[0]!;
    const q = { ...queryOf(timetable, ASK), pricedOnly: true, soldOut: [eightToday] };
    const { s, label, pattern, found } = atOrigin(timetable, q);
    found.find(s, label, pattern, 0, Infinity);
    expect(offered(s, found).map((o) => o.trip)).toEqual([11, 12]);
  });

  it('leave no later than asked', () => {
    const timetable = fareLine();
    const { s, label, pattern, found } = atOrigin(timetable, queryOf(timetable, ASK));
    const [nineThirty] = windowAt(timetable, s.q.origins[0]!, { ...s.q.window, fromHour: 9.5 });
    found.find(s, label, pattern, 0, nineThirty);
    expect(offered(s, found).map((o) => o.trip)).toEqual([10]);
  });

  it('with histories are every instance not yet ridden, whatever its class', () => {
    const timetable = fareLine();
    const { s, label, pattern, found } = atOrigin(timetable, queryOf(timetable, ASK), true);
    const [noon] = windowAt(timetable, s.q.origins[0]!, { ...s.q.window, fromHour: 12 });
    found.find(s, label, pattern, 0, noon);
    expect(offered(s, found).map((o) => o.trip)).toEqual([10, 11, 12, 13, 14]);
    const nineToday = found.instance[1]!;
    const stop = s.labels.stop[label]!;
    const rode = s.labels.add(stop, 0, 0, false, 0, false, 0, 0, NO_LABEL, {
      stops: [stop],
      instances: [nineToday],
    });
    found.find(s, rode, pattern, 0, noon);
    expect(offered(s, found).map((o) => o.trip)).toEqual([10, 12, 13, 14]);
  });
});
