import type { TripProperties } from '@peresadka/contracts/trip-properties';
import { berthOf } from '@peresadka/contracts/car-layout';
import type { Seat } from '../suppliers/local/vehicle-seats.ts';
import type { PlaceWish } from './order-plan.ts';

/** Why a ride's places could not be given out. */
export type PlaceFailure =
  { kind: 'taken'; passenger: number; place: Seat } | { kind: 'full'; passenger: number };

export type Assignment =
  | { ok: true; places: Map<number, Seat>; chosen: Set<number> }
  | { ok: false; failure: PlaceFailure };

/**
 * A place that can be handed out, with where it sits for keeping a party together: its
 * section (a compartment, one side of a plane's row, a pair of bus seats), its place along
 * the section (`line`: places one apart sit side by side; every berth of a compartment has the
 * same, as all of them are together) and whether it is at an emergency exit.
 */
type Candidate = Seat & {
  section: number;
  lower: boolean;
  order: number;
  line: number;
  exit: boolean;
};

/**
 * Places for the passengers of one ride, from the places still free. A place asked for by
 * number must be free; the others are chosen so a party sits together: the fewest neighbouring
 * compartments (or rows) that hold everyone with every child beside an adult of the order (in
 * their compartment, next seat on a plane or a bus), children and adults with an infant away
 * from the emergency exits, at most one infant on a lap per side of a plane's row (one spare
 * oxygen mask), lower berths first for adults with a child on the lap, then the lowest
 * numbers. `chosen` lists the passengers who picked their place themselves.
 */
export function assignPlaces(
  vehicle: TripProperties,
  free: readonly Seat[],
  wishes: readonly PlaceWish[],
): Assignment {
  const left = new Map(free.map((s) => [keyOf(s), s]));
  const places = new Map<number, Seat>();
  const chosen = new Set<number>();

  for (const wish of wishes) {
    if (wish.seat === undefined) continue;
    const place = { carNumber: wish.carNumber ?? 0, seat: wish.seat };
    if (!left.delete(keyOf(place))) {
      return { ok: false, failure: { kind: 'taken', passenger: wish.passenger, place } };
    }
    places.set(wish.passenger, place);
    chosen.add(wish.passenger);
  }

  for (const wish of wishes.filter((w) => w.seat === undefined && w.range)) {
    const { from, to } = wish.range!;
    const place = candidates(vehicle, left, wish)
      .filter((c) => Number(c.seat) >= from && Number(c.seat) <= to)
      .sort((a, b) => Number(b.lower) - Number(a.lower) || a.order - b.order)[0];
    if (!place) return { ok: false, failure: { kind: 'full', passenger: wish.passenger } };
    left.delete(keyOf(place));
    places.set(wish.passenger, { carNumber: place.carNumber, seat: place.seat });
    chosen.add(wish.passenger);
  }

  // The rest travel as parties: those who asked for the same kind of place sit together.
  const parties = new Map<string, PlaceWish[]>();
  for (const wish of wishes) {
    if (wish.seat !== undefined || wish.range) continue;
    const party = `${wish.carType ?? ''}|${wish.carNumber ?? ''}|${wish.cabin ?? ''}`;
    parties.set(party, [...(parties.get(party) ?? []), wish]);
  }
  // Sections of the places already taken by this order: the rest of the party sits near them.
  const near = [...places.values()].flatMap((place) => {
    const at = candidates(vehicle, new Map([[keyOf(place), place]]), {
      passenger: -1,
    })[0];
    return at ? [at.section] : [];
  });
  for (const party of parties.values()) {
    const pool = candidates(vehicle, left, party[0]!);
    const picked = seatTogether(pool, party, near);
    if (!picked) return { ok: false, failure: { kind: 'full', passenger: party[0]!.passenger } };
    for (const [passenger, place] of picked) {
      left.delete(keyOf(place));
      places.set(passenger, { carNumber: place.carNumber, seat: place.seat });
    }
  }
  return { ok: true, places, chosen };
}

const keyOf = (s: Seat) => `${s.carNumber}:${s.seat}`;

/** The free places a wish may take, each with its section (compartment, row) and berth. */
function candidates(
  vehicle: TripProperties,
  left: ReadonlyMap<string, Seat>,
  wish: PlaceWish,
): Candidate[] {
  const all = [...left.values()];
  switch (vehicle.mode) {
    case 'TRAIN': {
      const cars = vehicle.cars.filter(
        (car) =>
          !car.saleForbidden &&
          (wish.carType === undefined || car.type === wish.carType) &&
          (wish.carNumber === undefined || car.number === wish.carNumber),
      );
      return cars.flatMap((car) =>
        all
          .filter((s) => s.carNumber === car.number)
          .map((s) => {
            const n = Number(s.seat);
            const berth = berthOf(car.type, n);
            return {
              ...s,
              // Cars are far apart: a party never spans two unless it must.
              section: car.number * 1000 + compartmentOf(car.type, n),
              lower: berth === 'lower' || berth === 'sideLower',
              order: car.number * 1000 + n,
              line: 0,
              exit: false,
            };
          }),
      );
    }
    case 'PLANE': {
      const rows = new Map(vehicle.seatMap.map((r) => [r.row, r]));
      return all.flatMap((s) => {
        const row = rows.get(Number.parseInt(s.seat, 10));
        if (!row || (wish.cabin !== undefined && row.serviceClass !== wish.cabin)) return [];
        const letter = row.seats.indexOf(s.seat.slice(String(row.row).length));
        // Each side of the aisle is a section: a family sits on one side of a row.
        const side = letter >= row.seats.length / 2 ? 1 : 0;
        return [
          {
            ...s,
            section: row.row * 2 + side,
            lower: false,
            order: row.row * 100 + letter,
            line: letter,
            exit: row.exit ?? false,
          },
        ];
      });
    }
    case 'BUS':
      // Two seats side by side make a pair, rows of two pairs.
      return all.map((s) => {
        const n = Number(s.seat);
        return {
          ...s,
          section: Math.floor((n - 1) / 2),
          lower: false,
          order: n,
          line: n,
          exit: false,
        };
      });
  }
}

/**
 * The compartment of a place: four berths in a купе bay and the two side berths across the
 * corridor in a плацкарт, two in СВ, a row of four seats in a sitting car.
 */
function compartmentOf(type: string, n: number): number {
  switch (type) {
    case 'Compartment':
    case 'ReservedSeat':
      return n <= 36 ? Math.floor((n - 1) / 4) : Math.floor((54 - n) / 2);
    case 'Luxury':
    case 'Soft':
      return Math.floor((n - 1) / 2);
    default:
      return Math.floor((n - 1) / 4);
  }
}

/**
 * The party's places in the narrowest run of neighbouring sections that seats them by the
 * rules of `arrange`, nearest to the places the order already has (`near`); when no run in one
 * car does, by those rules anywhere, and when nothing does, the first free places in order.
 */
function seatTogether(
  pool: Candidate[],
  party: readonly PlaceWish[],
  near: readonly number[],
): [number, Candidate][] | null {
  if (pool.length < party.length) return null;
  const lowerNeeded = party.filter((w) => w.lower).length;
  const sections = [...new Set(pool.map((c) => c.section))].sort((a, b) => a - b);
  const distance = (lo: number, hi: number) =>
    near.length === 0 ? 0 : Math.min(...near.map((s) => (s < lo ? lo - s : s > hi ? s - hi : 0)));
  const runs: { run: Candidate[]; span: number; distance: number }[] = [];
  for (let start = 0; start < sections.length; start++) {
    for (let end = start; end < sections.length; end++) {
      const lo = sections[start]!;
      const hi = sections[end]!;
      // A run may not leave its car.
      if (Math.floor(lo / 1000) !== Math.floor(hi / 1000)) break;
      // A run twice as wide as the party never keeps it together.
      if (end - start > party.length * 2) break;
      const run = pool.filter((c) => c.section >= lo && c.section <= hi);
      if (run.length < party.length) continue;
      if (run.filter((c) => c.lower).length < Math.min(lowerNeeded, run.length)) continue;
      runs.push({ run, span: hi - lo, distance: distance(lo, hi) });
    }
  }
  runs.sort((a, b) => a.span - b.span || a.distance - b.distance);
  // Children whose adults chose their seats sit in the run nearest to them.
  const adultless = party.every((w) => w.minor);
  for (const { run } of runs) {
    const seated = adultless ? inOrder(run, party) : arrange(run, party);
    if (seated) return seated;
  }
  return arrange(pool, party) ?? inOrder(pool, party);
}

/** The first free places in order, lower berths first for those who need one. */
function inOrder(pool: readonly Candidate[], party: readonly PlaceWish[]): [number, Candidate][] {
  const sorted = pool.slice().sort((a, b) => a.order - b.order);
  const taken = new Set<Candidate>();
  const result: [number, Candidate][] = [];
  const take = (wish: PlaceWish, place: Candidate) => {
    taken.add(place);
    result.push([wish.passenger, place]);
  };
  for (const wish of party.filter((w) => w.lower)) {
    take(wish, sorted.find((c) => c.lower && !taken.has(c)) ?? sorted.find((c) => !taken.has(c))!);
  }
  for (const wish of party.filter((w) => !w.lower))
    take(
      wish,
      sorted.find((c) => !taken.has(c))!,
    );
  return result;
}

/** An adult with an infant on the lap: on a train `lower` says the same. */
const hasInfant = (w: PlaceWish) => w.withInfant === true || w.lower === true;

/**
 * Seats the party in `places` so each child sits beside an adult of it: the adults each take
 * up to two children, one on either side (a compartment holds its own together), and each such
 * group takes the first free places side by side in one section that may have it — never an
 * exit row for a group with a child or an infant, one infant on a lap per section of a plane,
 * lower berths for adults with a lap child where the section has them. Null when the places
 * cannot seat the party so.
 */
function arrange(
  places: readonly Candidate[],
  party: readonly PlaceWish[],
): [number, Candidate][] | null {
  const adults = party
    .filter((w) => !w.minor)
    .sort((a, b) => Number(hasInfant(a)) - Number(hasInfant(b)));
  const minors = party.filter((w) => w.minor);
  // Children flying on an adult's booking elsewhere have no adult here to sit by.
  if (adults.length === 0) return null;
  if (minors.length > adults.length * 2) return null;
  const groups = adults.map((adult) => ({ adult, minors: [] as PlaceWish[] }));
  minors.forEach((minor, i) => groups[i % groups.length]!.minors.push(minor));
  // Lower berths go first, then the largest groups while long runs are left.
  groups.sort(
    (a, b) =>
      Number(b.adult.lower === true) - Number(a.adult.lower === true) ||
      b.minors.length - a.minors.length,
  );

  const free = new Set(places);
  const infantSections = new Set<number>();
  const result: [number, Candidate][] = [];
  for (const { adult, minors: children } of groups) {
    const size = 1 + children.length;
    const restricted = children.length > 0 || hasInfant(adult);
    const segment = segments([...free].filter((c) => !restricted || !c.exit)).find(
      (s) => s.length >= size && !(adult.withInfant === true && infantSections.has(s[0]!.section)),
    );
    if (!segment) return null;
    const seats = pickSeats(segment, size, adult.lower === true);
    // Side by side the adult sits between two children; a lower berth goes to the adult.
    const [first, ...rest] = children;
    const placed = adult.lower === true || !first ? [adult, ...children] : [first, adult, ...rest];
    placed.forEach((wish, i) => {
      free.delete(seats[i]!);
      result.push([wish.passenger, seats[i]!]);
    });
    if (adult.withInfant === true) infantSections.add(segment[0]!.section);
  }
  return result;
}

/** A section's free places in runs of places side by side, sections and places in order. */
function segments(places: readonly Candidate[]): Candidate[][] {
  const sorted = places
    .slice()
    .sort((a, b) => a.section - b.section || a.line - b.line || a.order - b.order);
  const runs: Candidate[][] = [];
  for (const place of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && last.section === place.section && place.line - last.line <= 1)
      run.push(place);
    else runs.push([place]);
  }
  return runs;
}

/**
 * `size` places of a run: side by side from its start, or in a compartment (where all are
 * together) a lower berth first when the adult needs one.
 */
function pickSeats(run: readonly Candidate[], size: number, lower: boolean): Candidate[] {
  if (!lower) return run.slice(0, size);
  const berth = run.find((c) => c.lower);
  if (!berth || run.some((c) => c.line !== berth.line)) return run.slice(0, size);
  return [berth, ...run.filter((c) => c !== berth).slice(0, size - 1)];
}
