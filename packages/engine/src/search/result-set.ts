import type { Ride } from './ride.ts';

/**
 * The journeys found so far, mutually non-dominated, in columns: every partial journey the
 * search makes is checked against them, so the checks take plain numbers and allocate nothing.
 * Dominance is that of `searchCombined`: no later arrival, no higher known price, no more
 * rides, and — with the tie rule — on equal (arrival, price, rides) the later departure, then
 * the fully known price.
 */
export class ResultSet {
  private readonly arrival: number[] = [];
  private readonly price: number[] = [];
  private readonly rides: number[] = [];
  private readonly departure: number[] = [];
  private readonly incomplete: boolean[] = [];
  private readonly ridesOf: (() => Ride[])[] = [];
  /** Changes whenever a journey is added. */
  version = 0;

  constructor(private readonly ties: boolean) {}

  get size(): number {
    return this.arrival.length;
  }

  /** Some journey found is at least as good as these criteria. */
  covers(arrival: number, price: number, rides: number, departure: number, incomplete: boolean) {
    for (let i = 0; i < this.arrival.length; i++) {
      if (this.arrival[i]! > arrival || this.rides[i]! > rides || this.price[i]! > price) continue;
      if (!this.ties || this.arrival[i]! < arrival || this.rides[i]! < rides) return true;
      if (this.price[i]! < price || this.departure[i]! > departure) return true;
      if (this.departure[i] === departure && (!this.incomplete[i] || incomplete)) return true;
    }
    return false;
  }

  /**
   * The latest arrival (whole minutes) at which a partial journey with these other criteria is
   * neither covered by a journey found nor — with `seeded` — unable to reach one leaving later:
   * both tests only ever fail from some arrival on, so a run of departures ordered by arrival
   * is cut at one number instead of testing each (−Infinity: at no arrival).
   */
  latestUseful(
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
    seeded: boolean,
  ): number {
    let latest = Infinity;
    let reachable = -Infinity;
    for (let i = 0; i < this.arrival.length; i++) {
      const arrival = this.arrival[i]!;
      if (this.rides[i]! <= rides && this.price[i]! <= price) {
        // At an equal arrival it covers only when the tie rule favours the journey found.
        const losesTie =
          this.ties &&
          this.rides[i] === rides &&
          this.price[i] === price &&
          this.departure[i]! <= departure &&
          !(this.departure[i] === departure && (!this.incomplete[i] || incomplete));
        latest = Math.min(latest, losesTie ? arrival : arrival - 1);
      }
      if (
        seeded &&
        this.price[i]! >= price &&
        this.rides[i]! >= rides &&
        (departure > this.departure[i]! ||
          (departure === this.departure[i] && this.incomplete[i] && !incomplete))
      ) {
        reachable = Math.max(reachable, arrival);
      }
    }
    return seeded ? Math.min(latest, reachable) : latest;
  }

  /**
   * Some journey found could be matched exactly by a journey no better than these criteria
   * (a lower bound) that leaves later, or as late with a fully known price.
   */
  reachableLater(
    arrival: number,
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
  ) {
    for (let i = 0; i < this.arrival.length; i++) {
      if (this.arrival[i]! < arrival || this.price[i]! < price || this.rides[i]! < rides) continue;
      if (departure > this.departure[i]!) return true;
      if (departure === this.departure[i] && this.incomplete[i] && !incomplete) return true;
    }
    return false;
  }

  /** Adds a journey unless one found covers it, dropping those it covers. */
  add(
    arrival: number,
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
    ridesOf: () => Ride[],
  ) {
    if (this.covers(arrival, price, rides, departure, incomplete)) return;
    this.version++;
    let kept = 0;
    for (let i = 0; i < this.arrival.length; i++) {
      if (this.isCoveredBy(i, arrival, price, rides, departure, incomplete)) continue;
      this.move(i, kept++);
    }
    for (const column of this.columns()) column.length = kept;
    this.arrival.push(arrival);
    this.price.push(price);
    this.rides.push(rides);
    this.departure.push(departure);
    this.incomplete.push(incomplete);
    this.ridesOf.push(ridesOf);
  }

  rideLists(): Ride[][] {
    return this.ridesOf.map((rides) => rides());
  }

  private isCoveredBy(
    i: number,
    arrival: number,
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
  ) {
    if (arrival > this.arrival[i]! || rides > this.rides[i]! || price > this.price[i]!)
      return false;
    if (!this.ties || arrival < this.arrival[i]! || rides < this.rides[i]!) return true;
    if (price < this.price[i]! || departure > this.departure[i]!) return true;
    return departure === this.departure[i] && (!incomplete || this.incomplete[i]!);
  }

  private move(from: number, to: number) {
    this.arrival[to] = this.arrival[from]!;
    this.price[to] = this.price[from]!;
    this.rides[to] = this.rides[from]!;
    this.departure[to] = this.departure[from]!;
    this.incomplete[to] = this.incomplete[from]!;
    this.ridesOf[to] = this.ridesOf[from]!;
  }

  private columns(): unknown[][] {
    return [this.arrival, this.price, this.rides, this.departure, this.incomplete, this.ridesOf];
  }
}
