import { isPresold, presoldShare } from '@peresadka/contracts/presold';
import type { CabinClass, TripProperties } from '@peresadka/contracts/trip-properties';
import type { Db } from '../../infra/db/database.ts';
import { InventoryRepository, type AfterRelease, type CarTaken } from './inventory-repository.ts';
import { segmentKey, type Segment } from './segment.ts';
import { seatsOf, type Seat } from './vehicle-seats.ts';

/**
 * Which places of a trip are free on a stretch of its line. A place sold Москва–Тверь is free
 * again from Тверь on; a place the carrier sold before (the trip's seeded demand, `presold`)
 * is taken on the whole run. Nobody outside this folder reads seat_holds or decodes a place.
 */
export class InventoryService {
  readonly repo: InventoryRepository;

  constructor(
    private readonly db: Db,
    afterRelease?: AfterRelease,
  ) {
    this.repo = new InventoryRepository(afterRelease);
  }

  /**
   * The places of the trip's vehicle still free on the segment, car by car; read inside the
   * caller's transaction when it is about to hold some.
   */
  async free(
    properties: TripProperties | null,
    segment: Segment,
    now: Date,
    db: Db = this.db,
  ): Promise<Seat[]> {
    const isFree = freeOn(properties, segment, await this.repo.taken(db, segment, now), now);
    return seatsOf(properties).filter(isFree);
  }

  /**
   * How many places are still free on each of many rides, in one query: of a plane, in the
   * cabin asked for; counted up to `enough` only (a search asks whether a party fits, and a
   * place the carrier sold before costs a hash to tell). What a search drops a sold-out
   * flight or bus by.
   */
  async freeCounts(
    rides: readonly { properties: TripProperties | null; segment: Segment }[],
    cabin: CabinClass,
    now: Date,
    enough = Infinity,
  ): Promise<number[]> {
    const taken = await this.repo.takenOn(
      this.db,
      rides.map((r) => r.segment),
      now,
    );
    return rides.map(({ properties, segment }) => {
      const isFree = freeOn(properties, segment, taken.get(segmentKey(segment)) ?? [], now);
      let free = 0;
      for (const s of seatsOf(properties, cabin)) {
        if (free >= enough) break;
        if (isFree(s)) free += 1;
      }
      return free;
    });
  }

  /** Place numbers taken in one car (0: the cabin of a plane or a bus). */
  async takenIn(
    properties: TripProperties | null,
    segment: Segment,
    carNumber: number,
    now: Date,
  ): Promise<Set<string>> {
    const presold = presoldOn(properties, segment, now);
    const taken = [
      ...(await this.repo.taken(this.db, segment, now)),
      ...seatsOf(properties).filter(presold),
    ];
    return new Set(taken.filter((s) => s.carNumber === carNumber).map((s) => s.seat));
  }

  /** Places the carrier sold before, per car of a run, counted as the repository counts ours. */
  presoldPerCar(
    properties: TripProperties | null,
    segment: Segment,
    now: Date,
  ): Map<number, CarTaken> {
    const counts = new Map<number, CarTaken>();
    for (const s of seatsOf(properties).filter(presoldOn(properties, segment, now))) {
      const car = counts.get(s.carNumber) ?? { taken: 0, takenOdd: 0 };
      car.taken += 1;
      if (/[13579]$/.test(s.seat)) car.takenOdd += 1;
      counts.set(s.carNumber, car);
    }
    return counts;
  }

  /** Places taken per car on many segments, for pricing a page of train results. */
  takenPerCar(segments: readonly Segment[], now: Date) {
    return this.repo.takenPerCar(this.db, segments, now);
  }
}

const placeKey = (s: Seat): string => `${s.carNumber}:${s.seat}`;

/** Whether a place is free on the segment: no live hold of ours on it, not sold before. */
function freeOn(
  properties: TripProperties | null,
  segment: Segment,
  held: readonly Seat[],
  now: Date,
): (s: Seat) => boolean {
  const ours = new Set(held.map(placeKey));
  const presold = presoldOn(properties, segment, now);
  return (s) => !ours.has(placeKey(s)) && !presold(s);
}

/** Which places of the run the carrier sold before: none where the trip has no demand. */
function presoldOn(
  properties: TripProperties | null,
  segment: Segment,
  now: Date,
): (s: Seat) => boolean {
  const demand = properties?.demand;
  if (demand === undefined) return () => false;
  const share = presoldShare(demand, segment.serviceDate, now);
  const run = `${segment.tripId}|${segment.serviceDate}`;
  return (s) => isPresold(run, s.carNumber, s.seat, share);
}
