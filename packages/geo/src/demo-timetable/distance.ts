/** Great-circle geometry on a spherical Earth: good to a few kilometres, enough for a timetable. */

export type Point = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Central angle between two points, in radians (haversine, stable for short distances). */
function angle(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function greatCircleKm(a: Point, b: Point): number {
  return angle(a, b) * EARTH_RADIUS_KM;
}

function bearing(a: Point, b: Point): number {
  const dLon = rad(b.longitude - a.longitude);
  const y = Math.sin(dLon) * Math.cos(rad(b.latitude));
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(dLon);
  return Math.atan2(y, x);
}

/**
 * Where `p` lies relative to the great circle from `a` to `b`: how far it is off the line and
 * how far along it its foot is, both in km. A point with `along` outside [0, length] is not
 * between the two ends.
 */
export function positionOnLine(a: Point, b: Point, p: Point): { off: number; along: number } {
  const toPoint = angle(a, p);
  const cross = Math.asin(Math.sin(toPoint) * Math.sin(bearing(a, p) - bearing(a, b)));
  const along = Math.acos(Math.min(1, Math.cos(toPoint) / Math.cos(cross)));
  const ahead = Math.cos(bearing(a, p) - bearing(a, b)) >= 0;
  return {
    off: Math.abs(cross) * EARTH_RADIUS_KM,
    along: (ahead ? 1 : -1) * along * EARTH_RADIUS_KM,
  };
}
