import { Query, Router, Time, type StopId, type StopsIndex, type VehicleLeg } from 'minotor';
import { GtfsParser } from 'minotor/parser';
import { clock, NOT_FOUND, type EngineAdapter } from './adapter.ts';
import { feedPath, MAX_TRANSFERS, type FeedSpec } from './config.ts';

/**
 * minotor as it is meant to be used: its own parser on the zip for one service day and its
 * own rules, notably a change at the same stop in 0 minutes. A station (parent) id is enough:
 * the router expands it to its platforms.
 */
export const MINOTOR = 'minotor';

export async function minotorPeer(spec: FeedSpec): Promise<EngineAdapter> {
  // It warns once per trip-to-trip transfer row it skips: tens of thousands of lines on MNR.
  const warn = console.warn;
  const info = console.info;
  console.warn = console.info = () => {};
  let parsed;
  try {
    parsed = await new GtfsParser(feedPath(spec.name)).parse(new Date(`${spec.date}T12:00:00Z`));
  } finally {
    console.warn = warn;
    console.info = info;
  }
  const { timetable, stopsIndex } = parsed;
  const router = new Router(timetable, stopsIndex);

  return {
    name: MINOTOR,
    earliestArrival(origin, destination, departure) {
      const from = idOf(origin);
      const to = idOf(destination);
      if (!stopsIndex.findStopById(from) || !stopsIndex.findStopById(to) || from === to) {
        return NOT_FOUND;
      }
      const result = router.route(
        new Query.Builder()
          .from(from)
          .to(to)
          .departureTime(Time.fromSeconds(departure))
          .maxTransfers(MAX_TRANSFERS)
          .build(),
      );
      const arrival = earliestAt(result.arrivalAt.bind(result), stopsIndex, to);
      if (arrival === null) return NOT_FOUND;
      return { arrival, describe: () => describeRoute(result.bestRoute()?.legs ?? []) };
    },
  };
}

/** Its CSV reader casts «101» to a number, so such ids only match as numbers. */
const idOf = (id: string): StopId => (/^\d+$/.test(id) ? (Number(id) as unknown as StopId) : id);

function earliestAt(
  arrivalAt: (stop: StopId) => { time: Time } | undefined,
  stopsIndex: StopsIndex,
  station: StopId,
): number | null {
  let best: number | null = null;
  for (const stop of stopsIndex.equivalentStops(station)) {
    const seconds = arrivalAt(stop)?.time.toSeconds();
    if (seconds !== undefined && (best === null || seconds < best)) best = seconds;
  }
  return best;
}

function describeRoute(
  legs: readonly (VehicleLeg | { from: { name: string }; to: { name: string } })[],
): string {
  return legs
    .map((leg) =>
      'route' in leg
        ? `${leg.from.name} ${clock(leg.departureTime.toSeconds())} → ${leg.to.name} ${clock(leg.arrivalTime.toSeconds())}`
        : `пешком ${leg.from.name} → ${leg.to.name}`,
    )
    .join('; ');
}
