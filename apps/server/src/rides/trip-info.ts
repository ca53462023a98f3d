import { ZTripProperties, type TripProperties } from '@peresadka/contracts/trip-properties';
import type { Mode } from '@peresadka/engine/timetable/source';

/** What results, details and orders print about a trip beyond its times: names, carrier, vehicle. */
export type TripInfo = {
  id: number;
  mode: Mode;
  number: string;
  name: string | null;
  carrierCode: string;
  carrierName: string;
  /** Vehicle, fares and flags; null for feeds that publish none, or publish them malformed. */
  properties: TripProperties | null;
};

/** A trip row as the rides repository reads it. */
export type TripRow = {
  id: number;
  mode: Mode;
  number: string;
  name: string | null;
  properties: unknown;
  carrier_code: string;
  carrier_name: string;
};

/**
 * Properties are JSON written by whatever source loaded the trip; they are checked, not cast,
 * so a row that does not fit its mode's schema sells nothing rather than breaking a page.
 */
export function tripInfoOf(row: TripRow): TripInfo {
  const parsed = ZTripProperties.safeParse(row.properties);
  return {
    id: row.id,
    mode: row.mode,
    number: row.number,
    name: row.name,
    carrierCode: row.carrier_code,
    carrierName: row.carrier_name,
    properties: parsed.success && parsed.data.mode === row.mode ? parsed.data : null,
  };
}
