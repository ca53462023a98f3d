import type { DayNumber } from './day-number.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * A zone's offsets at the first and the last minute of a UTC day: when they agree (every day
 * but those the clocks change on) they hold all day, with no formatter call. Results print
 * a local time for both ends of every ride.
 */
const dayOffsets = new Map<string, [number, number]>();

/** Minutes a zone's clock is ahead of UTC at an instant (UTC minutes since the epoch). */
export function zoneOffsetMinutes(zone: string, utcMinute: number): number {
  const day = Math.floor(utcMinute / 1440);
  const key = `${zone}|${day}`;
  let offsets = dayOffsets.get(key);
  if (!offsets) {
    offsets = [exactOffset(zone, day * 1440), exactOffset(zone, day * 1440 + 1439)];
    dayOffsets.set(key, offsets);
  }
  return offsets[0] === offsets[1] ? offsets[0] : exactOffset(zone, utcMinute);
}

function exactOffset(zone: string, utcMinute: number): number {
  const parts = formatter(zone).formatToParts(new Date(utcMinute * 60_000));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local =
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) / 60_000;
  return local - utcMinute;
}

/**
 * UTC minutes since the epoch of a local clock time on a service day. Russia has kept its
 * clocks fixed since 2014, but imported feeds (New York, Paris) change theirs twice a year.
 */
export function localToUtcMinute(zone: string, day: DayNumber, localMinute: number): number {
  const naive = day * 1440 + localMinute;
  const firstGuess = naive - zoneOffsetMinutes(zone, naive);
  return naive - zoneOffsetMinutes(zone, firstGuess);
}

/**
 * localToUtcMinute for many trips at once: a zone's offset is looked up once per day (at both
 * ends of it) instead of once per trip, and exactly only on a day the clocks change.
 */
export class ZoneClock {
  private readonly dayOffsets = new Map<string, [number, number]>();

  toUtc(zone: string, day: DayNumber, localMinute: number): number {
    const d = day + Math.floor(localMinute / 1440);
    const key = `${zone}|${d}`;
    let offsets = this.dayOffsets.get(key);
    if (!offsets) {
      offsets = [zoneOffsetMinutes(zone, d * 1440), zoneOffsetMinutes(zone, d * 1440 + 1439)];
      this.dayOffsets.set(key, offsets);
    }
    if (offsets[0] === offsets[1]) return day * 1440 + localMinute - offsets[0];
    return localToUtcMinute(zone, day, localMinute);
  }
}
