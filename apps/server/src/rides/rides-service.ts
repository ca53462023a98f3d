import { ZSeatMapRow, type SeatMapRow } from '@peresadka/contracts/trip-properties';
import type { Mode } from '@peresadka/engine/timetable/source';
import { dayOf, isoOf } from '@peresadka/engine/timetable/day-number';
import { AppError } from '@peresadka/contracts/errors';
import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import { loadRide, rideNotFound, type LoadedRide } from './ride-lookup.ts';
import { RidesRepository } from './rides-repository.ts';
import { ridesOf, type RideKey } from './route-id.ts';
import { tripInfoOf, type TripInfo } from './trip-info.ts';

/**
 * The one way from a route id to a ride: parsed, re-read from the timetable tables, checked to
 * run that day within the horizon, in the mode the caller expects. Details, favorites and
 * orders all come through here.
 */
export class RidesService {
  private readonly repo: RidesRepository;
  private readonly tripsByTimetable = new WeakMap<object, Map<number, TripInfo | null>>();

  constructor(db: Db) {
    this.repo = new RidesRepository(db);
  }

  async tripInfo(ids: readonly number[]): Promise<Map<number, TripInfo>> {
    const rows = await this.repo.trips(ids);
    return new Map(rows.map((row) => [row.id, tripInfoOf(row)]));
  }

  /**
   * tripInfo of the trips a timetable's rides name, each read and checked once while that
   * timetable is in use: trips change only when a feed is loaded, and a load builds a new
   * timetable (as the turn of the day does), which starts afresh. A search's pricing then
   * asks the database only about places taken. A trip the database no longer has is
   * remembered as missing too.
   */
  async tripInfoOfTimetable(
    timetable: object,
    ids: readonly number[],
  ): Promise<Map<number, TripInfo>> {
    let known = this.tripsByTimetable.get(timetable);
    if (!known) {
      known = new Map();
      this.tripsByTimetable.set(timetable, known);
    }
    const unknown = [...new Set(ids.filter((id) => !known.has(id)))];
    if (unknown.length > 0) {
      const read = await this.tripInfo(unknown);
      for (const id of unknown) known.set(id, read.get(id) ?? null);
    }
    const trips = new Map<number, TripInfo>();
    for (const id of ids) {
      const trip = known.get(id);
      if (trip) trips.set(id, trip);
    }
    return trips;
  }

  ride(key: RideKey, now: Date): Promise<LoadedRide> {
    return loadRide(this.repo, key, now);
  }

  /** Every ride of a route id, in order. */
  async rides(routeId: string, now: Date): Promise<LoadedRide[]> {
    const keys = ridesOf(routeId);
    if (!keys) throw rideNotFound();
    return Promise.all(keys.map((key) => this.ride(key, now)));
  }

  /**
   * The one ride a result or a flight names, in the mode the call is about (a car plan for a
   * bus or a cabin for a train is not something we showed); anything else was never issued.
   */
  async single(routeId: string, mode: Mode, now: Date): Promise<LoadedRide> {
    const keys = ridesOf(routeId);
    if (keys?.length !== 1) throw rideNotFound();
    const ride = await this.ride(keys[0]!, now);
    if (ride.trip.mode !== mode) throw rideNotFound();
    return ride;
  }

  /**
   * The train ride SPEC's order form names without a route id: its number, the stations where
   * the traveller boards and leaves, and the local date it leaves the first of them — as a
   * railway's own ticket office finds a train.
   */
  async trainByNumber(
    wanted: { trainNumber: string; originCode: string; destinationCode: string; date: string },
    now: Date,
  ): Promise<LoadedRide> {
    const station = (code: string) => (/^[1-9]\d{0,9}$/.test(code) ? Number(code) : null);
    const from = station(wanted.originCode);
    const to = station(wanted.destinationCode);
    if (from === null || to === null) throw rideNotFound();
    for (const trip of await this.repo.trainsThrough(wanted.trainNumber, from, to)) {
      // The service date is the first departure's: up to days_late days before the traveller's.
      for (let back = 0; back <= trip.days_late; back++) {
        const serviceDate = isoOf(dayOf(wanted.date) - back);
        const key = { tripId: trip.id, serviceDate, fromStationId: from, toStationId: to };
        const ride = await this.ride(key, now).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'not_found') return null;
          throw error;
        });
        if (ride?.from.departureTime?.slice(0, 10) === wanted.date) return ride;
      }
    }
    throw rideNotFound();
  }

  /** The cabin plan of an aircraft type, from any flight that uses it. */
  async aircraftSeatMap(aircraftCode: string): Promise<SeatMapRow[] | null> {
    const parsed = z.array(ZSeatMapRow).safeParse(await this.repo.aircraftSeatMap(aircraftCode));
    return parsed.success ? parsed.data : null;
  }

  airportZones(codes: readonly string[]): Promise<Map<string, string>> {
    return this.repo.airportZones(codes);
  }
}
