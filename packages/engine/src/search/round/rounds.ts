import { ALIGHTING, BOARDING } from '../../timetable/timetable.ts';
import { boardable } from '../boardings.ts';
import { alight } from './alight.ts';
import { store } from './bags.ts';
import { Boarded } from './on-board.ts';
import { alive, hopelessAt, latestBoarding, lateToBoard } from './prune.ts';
import type { Boardable } from './boarding.ts';
import type { SearchState } from './state.ts';

/**
 * The rounds after the first ride, each riding once more from the labels the round before made
 * (and their walks to other stations of the city): every pattern someone waiting may board is
 * scanned once, from the first position anyone boards it, with a bag of the labels on board.
 */
export class Rounds {
  /** The labels waiting at each stop for this round's rides (made as the stops' bags are). */
  private readonly waiting: (number[] | undefined)[];
  /** The earliest any label waiting at the stop is ready to board (stops with labels only). */
  private readonly readyAt: Int32Array;
  /** The stops someone waits at this round. */
  private readonly stops: number[] = [];
  /** [pattern]: the first position boarded this round, −1 when it is not scanned. */
  private readonly startOf: Int32Array;
  /** The patterns to scan this round. */
  private readonly patterns: number[] = [];
  private readonly onBoard: Boarded;

  constructor(
    private readonly s: SearchState,
    private readonly found: Boardable,
  ) {
    this.waiting = new Array<number[] | undefined>(s.S);
    this.readyAt = new Int32Array(s.S);
    this.onBoard = new Boarded(s.labels, s.classes, s.ties);
    this.startOf = new Int32Array(s.timetable.patternCount).fill(-1);
  }

  /** Rounds after the first ride: walk, then ride once more, from the labels just made. */
  run(first: number[]): void {
    const s = this.s;
    const a = s.a;
    const L = s.labels;
    const { waiting, readyAt, stops, startOf, patterns } = this;
    let fresh = first;
    for (let round = 2; round <= s.maxRides && fresh.length > 0; round++) {
      const walked: number[] = [];
      if (!s.q.sameStopChanges)
        for (const label of fresh) if (alive(s, label)) walks(s, label, walked);
      for (const list of [fresh, walked]) {
        for (const label of list) {
          if (!alive(s, label)) continue;
          const stop = L.stop[label]!;
          const here = (waiting[stop] ??= []);
          if (here.length === 0) {
            stops.push(stop);
            readyAt[stop] = L.boardReady[label]!;
          } else {
            readyAt[stop] = Math.min(readyAt[stop]!, L.boardReady[label]!);
          }
          here.push(label);
        }
      }
      // Every label waiting now has ridden round − 1 times.
      for (const stop of stops) {
        for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
          if (!boardable(s.boardings, s.modeMask, k)) continue;
          // Nobody waiting here is ready before its latest useful departure: no need to scan it.
          if (latestBoarding(s, s.boardings.at[k]!, round - 1) < readyAt[stop]!) continue;
          const pattern = a.stopPatterns[k]!;
          const from = a.stopPatternPosition[k]!;
          const known = startOf[pattern]!;
          if (known < 0) patterns.push(pattern);
          if (known < 0 || from < known) startOf[pattern] = from;
        }
      }
      fresh = [];
      for (const pattern of patterns) {
        this.scan(pattern, startOf[pattern]!, round - 1, fresh);
        startOf[pattern] = -1;
      }
      patterns.length = 0;
      for (const stop of stops) waiting[stop]!.length = 0;
      stops.length = 0;
    }
  }

  /**
   * One pass along a pattern from `start`: get off first, then on, at every position. The
   * labels waiting to board have all ridden `rides` times.
   */
  private scan(pattern: number, start: number, rides: number, fresh: number[]): void {
    const s = this.s;
    const a = s.a;
    const L = s.labels;
    const { waiting, readyAt, onBoard } = this;
    const found = this.found;
    const base = a.patternStopStart[pattern]!;
    const length = a.patternStopStart[pattern + 1]! - base;
    onBoard.empty(s.classes.laterNoDearer[pattern] === 1);
    for (let position = start; position < length; position++) {
      const flags = a.patternStopFlags[base + position]!;
      const stop = a.patternStops[base + position]!;
      // Nobody gets off where alighting is barred or at an origin (see alight).
      if (flags & ALIGHTING && !s.isOrigin[stop]) {
        for (let b = 0; b < onBoard.count; b++) {
          alight(
            s,
            onBoard.parent[b]!,
            pattern,
            onBoard.instance[b]!,
            onBoard.trip[b]!,
            onBoard.departure[b]!,
            onBoard.from[b]!,
            position,
            fresh,
          );
        }
      }
      if (!(flags & BOARDING) || position === length - 1) continue;
      const here = waiting[stop];
      if (here === undefined || here.length === 0) continue;
      const latest = latestBoarding(s, base + position, rides);
      if (latest < readyAt[stop]!) continue;
      for (let w = 0; w < here.length; w++) {
        const label = here[w]!;
        if (latest < L.boardReady[label]!) continue;
        if (!alive(s, label)) continue;
        found.find(s, label, pattern, position, Infinity);
        for (let n = 0; n < found.count; n++) {
          const instance = found.instance[n]!;
          const trip = found.trip[n]!;
          const departure = found.departure[n]!;
          const fareClass = found.fareClass[n]!;
          if (s.simpleOnly) onBoard.push(label, instance, trip, position, departure, fareClass);
          else onBoard.board(label, instance, trip, position, departure, fareClass);
        }
      }
    }
  }
}

/** Changes to another station of the city; the transfer minutes are all the change takes. */
function walks(s: SearchState, label: number, fresh: number[]): void {
  const a = s.a;
  const L = s.labels;
  const stop = L.stop[label]!;
  const rides = L.rides[label]!;
  const before = s.simpleOnly ? L.historyOf(label) : null;
  for (let k = a.transferStart[stop]!; k < a.transferStart[stop + 1]!; k++) {
    const to = a.transferTo[k]!;
    if (s.isOrigin[to] || s.isDestination[to]) continue;
    if (before?.stops.includes(to)) continue;
    s.count();
    const time = L.time[label]! + a.transferMinutes[k]!;
    const price = L.price[label]!;
    const departure = L.departure[label]!;
    const incomplete = L.priceIncomplete[label] === 1;
    if (
      lateToBoard(s, to, time, rides) ||
      hopelessAt(s, s.S + to, time, price, rides, departure, incomplete)
    ) {
      continue;
    }
    const history = before && { ...before, stops: [...before.stops, to] };
    const walked = L.add(
      to,
      time,
      time,
      false,
      price,
      incomplete,
      rides,
      departure,
      label,
      history,
    );
    store(s, walked, fresh);
  }
}
