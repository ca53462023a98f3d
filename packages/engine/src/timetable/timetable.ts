import type { Mode, StationKind } from './source.ts';
import { MODES, STATION_KINDS } from './source.ts';
import { stopId, type Kopecks, type StopId, type UtcMinute } from '../units.ts';

/**
 * The compiled timetable: everything a search touches, in typed arrays (no object per stop
 * time), so a national network of 120 days fits in tens of megabytes and serializes to one
 * buffer that another process loads without recompiling.
 *
 * Stops are indexed 0…S−1, patterns 0…P−1 (trips with the same stops and the same running
 * times, which therefore never overtake one another), and instances are one trip on one
 * service day. Times are UTC minutes since the horizon's first midnight (UTC).
 */
export type TimetableArrays = {
  stationId: Int32Array;
  stopCity: Int32Array;
  stopKind: Uint8Array;
  stopZone: Uint16Array;
  stopLatitude: Float64Array;
  stopLongitude: Float64Array;
  /** Minutes needed to change vehicles without leaving the stop. */
  stopMinChange: Int32Array;

  patternMode: Uint8Array;
  /** CSR: the stops of pattern p are patternStops[patternStopStart[p] … patternStopStart[p+1]). */
  patternStopStart: Int32Array;
  patternStops: Int32Array;
  patternArrival: Int32Array;
  patternDeparture: Int32Array;
  patternDistance: Int32Array;
  /** Bit 0: boarding allowed, bit 1: alighting allowed. */
  patternStopFlags: Uint8Array;
  /** CSR: the instances of pattern p, sorted by departure. */
  patternInstanceStart: Int32Array;

  instanceDeparture: Int32Array;
  instanceTrip: Int32Array;
  instanceDay: Int16Array;

  tripId: Int32Array;
  tripPattern: Int32Array;
  tripFareBase: Int32Array;
  /** NaN when the source publishes no fare for the trip. */
  tripFarePerKm: Float32Array;

  /** CSR: the patterns serving stop s, and the stop's position in each. */
  stopPatternStart: Int32Array;
  stopPatterns: Int32Array;
  stopPatternPosition: Int32Array;

  /** CSR: transfers from stop s to other stops, with their minutes. */
  transferStart: Int32Array;
  transferTo: Int32Array;
  transferMinutes: Int32Array;
};

export type TimetableMeta = {
  /** Day number (days since 1970-01-01) of the horizon's first day. */
  firstDay: number;
  days: number;
  zones: string[];
};

export const BOARDING = 1;
export const ALIGHTING = 2;

export class Timetable {
  readonly stopCount: number;
  readonly patternCount: number;
  private readonly stopIndexById: Map<number, StopId>;

  constructor(
    readonly a: TimetableArrays,
    readonly meta: TimetableMeta,
  ) {
    this.stopCount = a.stationId.length;
    this.patternCount = a.patternMode.length;
    this.stopIndexById = new Map(Array.from(a.stationId, (id, i) => [id, stopId(i)]));
  }

  stopOf(stationId: number): StopId | undefined {
    return this.stopIndexById.get(stationId);
  }

  /**
   * The least minutes a change from one station to another takes, as the searches apply it:
   * the station's own change time when it is the same one, else the walk of a transfer between
   * them; null when no transfer joins them (or a station is unknown).
   */
  minimumChange(fromStationId: number, toStationId: number): number | null {
    const from = this.stopOf(fromStationId);
    const to = this.stopOf(toStationId);
    if (from === undefined || to === undefined) return null;
    if (from === to) return this.a.stopMinChange[from]!;
    for (let t = this.a.transferStart[from]!; t < this.a.transferStart[from + 1]!; t++) {
      if (this.a.transferTo[t] === to) return this.a.transferMinutes[t]!;
    }
    return null;
  }

  modeOf(pattern: number): Mode {
    return MODES[this.a.patternMode[pattern]!]!;
  }

  kindOf(stop: number): StationKind {
    return STATION_KINDS[this.a.stopKind[stop]!]!;
  }

  zoneOf(stop: number): string {
    return this.meta.zones[this.a.stopZone[stop]!]!;
  }

  /** UTC minutes since the epoch of a horizon-relative minute, for display and storage. */
  epochMinute(horizonMinute: UtcMinute): number {
    return this.meta.firstDay * 1440 + horizonMinute;
  }

  /**
   * Fare of riding pattern stops [from, to) on a trip, in whole rubles, or null when unknown.
   * Unchecked: the searches ask it for every ride they try.
   */
  fare(trip: number, pattern: number, fromPosition: number, toPosition: number): Kopecks | null {
    const perKm = this.a.tripFarePerKm[trip]!;
    if (Number.isNaN(perKm)) return null;
    const base = this.a.patternStopStart[pattern]!;
    const km =
      this.a.patternDistance[base + toPosition]! - this.a.patternDistance[base + fromPosition]!;
    return (Math.round((this.a.tripFareBase[trip]! + perKm * km) / 100) * 100) as Kopecks;
  }
}
