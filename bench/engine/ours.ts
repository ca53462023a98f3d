import { searchEarliestArrival } from '@peresadka/engine/search/earliest-arrival';
import type { Journey } from '@peresadka/engine/search/ride';
import { dayOf } from '@peresadka/engine/timetable/day-number';
import { MODES } from '@peresadka/engine/timetable/source';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import { zoneOffsetMinutes } from '@peresadka/engine/timetable/zone-offset';
import { searchSiteCombined } from '@peresadka/server/search/arrival-bound';
import { clock, NOT_FOUND, type EngineAdapter } from './adapter.ts';
import { MAX_TRANSFERS } from './config.ts';
import type { LoadedFeed } from './feeds.ts';
import type { UtcMinute } from '@peresadka/engine/units';

/**
 * Our engine asked the peers' question: the window runs from the departure time to the end of
 * the day. `earliest` is our earliest-arrival search (the site's own first pass of a combined
 * search); `pareto` answers with the earliest journey of the full combined Pareto set (time,
 * price, rides), to show what the extra criteria cost.
 */
export function ourEngine(
  feed: LoadedFeed,
  timetable: Timetable,
  name: string,
  search: 'earliest' | 'pareto',
): EngineAdapter {
  const day = dayOf(feed.spec.date);
  const nameOf = new Map(feed.gtfs.stops.map((stop) => [stop.id, stop.name]));
  const stopName = (stop: number) => nameOf.get(feed.externalIdOfStop[stop]!) ?? '?';
  const local = (horizonMinute: UtcMinute, stop: number) => {
    const utc = timetable.epochMinute(horizonMinute);
    return (utc + zoneOffsetMinutes(timetable.zoneOf(stop), utc) - day * 1440) * 60;
  };

  return {
    name,
    earliestArrival(origin, destination, departure) {
      const from = feed.stopOfExternalId.get(origin);
      const to = feed.stopOfExternalId.get(destination);
      if (from === undefined || to === undefined) return NOT_FOUND;
      const query = {
        origins: [from],
        destinations: [to],
        window: { day, fromHour: departure / 3600, toHour: 24 },
        modes: MODES,
        maxTransfers: MAX_TRANSFERS,
      };
      const best =
        search === 'earliest'
          ? searchEarliestArrival(timetable, query)
          : earliestOf(searchSiteCombined(timetable, query));
      if (best === null) return NOT_FOUND;
      return {
        arrival: local(best.arrival, to),
        describe: () =>
          best.rides
            .map(
              (r) =>
                `${feed.gtfsTripIdOf.get(timetable.a.tripId[r.trip]!) ?? '?'}: ${stopName(r.fromStop)} ${clock(local(r.departure, r.fromStop))} → ${stopName(r.toStop)} ${clock(local(r.arrival, r.toStop))}`,
            )
            .join('; '),
      };
    },
  };
}

const earliestOf = (journeys: Journey[]): Journey | null =>
  journeys.reduce<Journey | null>((x, y) => (x === null || y.arrival < x.arrival ? y : x), null);
