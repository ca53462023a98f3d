import type { SearchState } from './state.ts';

/**
 * `labels.covers(other, y)` for some label of the stop's bag, y a label just off a ride
 * (without history): checked before y is made, as most of them are covered.
 */
export function bagCovers(
  s: SearchState,
  stop: number,
  time: number,
  boardReady: number,
  price: number,
  rides: number,
  departure: number,
  incomplete: boolean,
): boolean {
  const bag = s.bags[stop];
  if (bag === undefined) return false;
  const L = s.labels;
  const ties = s.ties;
  for (let k = 0; k < bag.length; k++) {
    const x = bag[k]!;
    if (L.boardReady[x]! > boardReady || !L.canWalk[x] || L.time[x]! > time) continue;
    if (L.rides[x]! > rides || L.price[x]! > price) continue;
    if (!ties || L.rides[x]! < rides || L.price[x]! < price || L.departure[x]! > departure)
      return true;
    if (L.departure[x] === departure && (!L.priceIncomplete[x] || incomplete)) return true;
  }
  return false;
}

/** Keeps the label at its stop unless one there covers it; drops those it covers. */
export function store(s: SearchState, label: number, fresh: number[]): void {
  const L = s.labels;
  const ties = s.ties;
  const bag = (s.bags[L.stop[label]!] ??= []);
  for (let k = 0; k < bag.length; k++) if (L.covers(bag[k]!, label, ties)) return;
  let kept = 0;
  for (let k = 0; k < bag.length; k++) {
    const other = bag[k]!;
    if (L.covers(label, other, ties)) L.dead[other] = 1;
    else bag[kept++] = other;
  }
  if (kept < bag.length) bag.length = kept;
  bag.push(label);
  fresh.push(label);
}
