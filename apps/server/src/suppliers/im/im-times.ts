import type { ImDateTime } from '@peresadka/contracts/im/im-values';
import type { RouteStop } from '@peresadka/contracts/im/railway-search';
import type { LineStop } from '../train-supplier.ts';

/** Moscow's clock, which the protocol's times without `Local` are on: UTC+3 all year. */
const MOSCOW_OFFSET_MINUTES = 180;
const DAY = 1440;

/** A local time with its offset ('2026-12-01T05:25:00+03:00') on its own clock, as IM writes it. */
export const imLocalOf = (isoWithOffset: string): ImDateTime => isoWithOffset.slice(0, 19);

const clockMinutes = (clock: string): number =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes since the epoch on some clock → that clock's ISO time with its offset. */
function isoAt(clockMinute: number, offsetMinutes: number): string {
  const d = new Date(clockMinute * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * A train's line (TrainRoute's stops, clock times only) as dated local times. The run is
 * named by its start at the first station on Moscow's clock (`DepartureDateFromFormingStation`);
 * each later Moscow time that reads earlier than the one before it is on the next day. A
 * stop's own clock is its local time, and the difference between the two clocks its zone.
 */
export function lineOfRoute(stops: readonly RouteStop[], formedAt: ImDateTime): LineStop[] {
  const start = Date.parse(`${formedAt}Z`) / 60_000;
  let day = Math.floor(start / DAY) * DAY;
  let previous = start - day;
  const at = (moscow: string, local: string): string | null => {
    if (moscow === '' || local === '') return null;
    const minute = clockMinutes(moscow);
    if (minute < previous) day += DAY;
    previous = minute;
    // The zone's difference from Moscow, from the two clocks: at most half a day either way.
    const difference = ((clockMinutes(local) - minute + DAY + DAY / 2) % DAY) - DAY / 2;
    return isoAt(day + minute + difference, MOSCOW_OFFSET_MINUTES + difference);
  };
  return stops.map((stop) => {
    const arrivalTime = at(stop.ArrivalTime, stop.LocalArrivalTime);
    const departureTime = at(stop.DepartureTime, stop.LocalDepartureTime);
    return { name: stop.StationName, arrivalTime, departureTime };
  });
}
