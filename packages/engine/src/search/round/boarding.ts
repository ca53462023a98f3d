import { grown } from '../label.ts';
import { latestBoarding } from './prune.ts';
import type { SearchState } from './state.ts';

/**
 * The instances a label may board at a position of a pattern, in columns that grow as needed
 * and are refilled on every `find`: each one's instance, trip, departure and fare class (−1:
 * unpriced) for the on-board test, found together in the index's day rows.
 */
export class Boardable {
  count = 0;
  instance = new Int32Array(16);
  trip = new Int32Array(16);
  departure = new Int32Array(16);
  fareClass = new Int32Array(16);
  /** The fare classes (classStart-based) boarded in this call, cheaper than the ones before. */
  private boardedClasses = new Int32Array(16);
  /** [class]: `seenStamp` when the class has been boarded in this call (no clearing per call). */
  private seenAt = new Int32Array(16);
  private seenStamp = 0;

  /**
   * The instances label may board at position `from` of `pattern`, leaving by `latest`: the
   * first of each fare class (a later one of the same class arrives later everywhere for the
   * same price), or with histories every one not yet ridden; none past the first whose
   * journeys are hopeless, as all later ones are too.
   */
  find(s: SearchState, label: number, pattern: number, from: number, latest: number): void {
    s.ask();
    this.count = 0;
    const a = s.a;
    const L = s.labels;
    const classes = s.classes;
    const cursor = s.cursor;
    const at = a.patternStopStart[pattern]! + from;
    const labelRides = L.rides[label]!;
    const boardReady = L.boardReady[label]!;
    latest = Math.min(latest, latestBoarding(s, at, labelRides));
    if (latest < boardReady) return;
    const leaves = a.patternDeparture[at]!;
    // Instances leave in order at every position: the first leaving after `latest` ends the run.
    const last = latest - leaves;
    const board = s.S + a.patternStops[at]!;
    const row = s.boundRow(labelRides);
    const offset = leaves + s.boundMinutes[row + board]!;
    const price = L.price[label]! + s.boundPrice[row + board]!;
    const rides = labelRides + s.boundRides[board]!;
    const departure = L.departure[label]!;
    const incomplete = L.priceIncomplete[label] === 1;
    if (rides > s.maxRides) return;
    // `hopeless` of each instance's arrival, worked out once per label (its criteria and bounds
    // are the same on every pattern it boards here) until a journey is found: it holds from
    // one arrival on.
    if (L.usefulAt[label] !== s.results.version) {
      L.useful[label] = Math.min(
        s.arriveBy,
        s.results.latestUseful(price, rides, departure, incomplete, s.pointsKnown),
      );
      L.usefulAt[label] = s.results.version;
    }
    const useful = L.useful[label]!;
    if (s.noSooner > useful) return;
    const lastUseful = Math.min(last, useful - offset);
    if (lastUseful < boardReady - leaves) return;
    const first = cursor.seek(pattern, boardReady - leaves);
    const used = s.simpleOnly ? L.historyOf(label)?.instances : undefined;
    if (used) {
      for (let more = first; more && cursor.departure <= lastUseful; more = cursor.advance()) {
        const i = cursor.instance;
        if (used.includes(i) || s.unsold(i)) continue;
        this.push(i, cursor.trip, cursor.departure, boardedClass(s, pattern, cursor.trip));
      }
      return;
    }
    let unseen = classes.classCount[pattern]!;
    const several = unseen > 1;
    // Fares grow with the distance (see FareClasses.laterNoDearer): a class charging no less
    // base and no less per km than one boarded earlier costs no less for any ride.
    const dearerPrunes = several && classes.laterNoDearer[pattern] === 1;
    const firstClass = classes.classStart[pattern]!;
    let boardedCount = 0;
    // By class rather than by instance: the instance's own byte would miss the cache each time.
    const unpricedClass = classes.unpricedClass[pattern]!;
    const skipUnpriced = s.q.pricedOnly === true;
    if (unseen > this.seenAt.length) {
      this.seenAt = new Int32Array(unseen);
      this.boardedClasses = new Int32Array(unseen);
    }
    const seenAt = this.seenAt;
    const seenStamp = ++this.seenStamp;
    for (let more = first; more && unseen > 0; more = cursor.advance()) {
      const departure = cursor.departure;
      if (departure > lastUseful) return;
      const trip = cursor.trip;
      const c = several ? classes.tripClass[trip]! : 0;
      if (several && seenAt[c] === seenStamp) continue;
      // A sold-out instance leaves its class to the next one; unpriced trips are a class of
      // their own, none of which is ridden when only priced ones are.
      const skip = skipUnpriced && c === unpricedClass;
      if (!skip && s.someSoldOut && s.soldOut(cursor.instance)) continue;
      if (several) seenAt[c] = seenStamp;
      unseen--;
      if (skip || (dearerPrunes && this.noCheaper(s, firstClass + c, boardedCount))) continue;
      this.push(cursor.instance, trip, departure, c === unpricedClass ? -1 : firstClass + c);
      if (dearerPrunes) this.boardedClasses[boardedCount++] = firstClass + c;
    }
  }

  private push(i: number, trip: number, departure: number, fareClass: number) {
    if (this.count === this.instance.length) {
      this.instance = grown(this.instance, 2 * this.instance.length);
      this.trip = grown(this.trip, this.instance.length);
      this.departure = grown(this.departure, this.instance.length);
      this.fareClass = grown(this.fareClass, this.instance.length);
    }
    this.trip[this.count] = trip;
    this.departure[this.count] = departure;
    this.fareClass[this.count] = fareClass;
    this.instance[this.count++] = i;
  }

  /** Charges no less than a class boarded: NaN (unpriced) never compares. */
  private noCheaper(s: SearchState, c: number, boardedCount: number) {
    const classes = s.classes;
    const base = classes.classFareBase[c]!;
    const perKm = classes.classFarePerKm[c]!;
    for (let k = 0; k < boardedCount; k++) {
      const b = this.boardedClasses[k]!;
      if (classes.classFareBase[b]! <= base && classes.classFarePerKm[b]! <= perKm) return true;
    }
    return false;
  }
}

/** Fare class of an instance's trip for the on-board test, −1 when it has no fare. */
const boardedClass = (s: SearchState, pattern: number, trip: number) =>
  Number.isNaN(s.a.tripFarePerKm[trip]!)
    ? -1
    : s.classes.classStart[pattern]! + s.classes.tripClass[trip]!;
