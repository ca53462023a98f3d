import { geoConicEqualArea, geoPath } from 'd3-geo';
import map from 'virtual:russia-outline';
import { ridesOnMap, type MapRide } from './legs-on-map.ts';
import styles from './JourneyMap.module.css';

// Russia spans 170 degrees of longitude: an equal-area conic centred on it keeps its shape.
// Its numbers were fitted to Russia's outline at build time (build/russia-outline.ts).
const projection = geoConicEqualArea()
  .parallels(map.parallels)
  .rotate(map.rotate)
  .scale(map.scale)
  .translate(map.translate);
const path = geoPath(projection);

const COLOURS = { PLANE: 'var(--mode-plane)', TRAIN: 'var(--mode-train)', BUS: 'var(--mode-bus)' };

/** The journey over an offline map of Russia: each ride in its mode's colour, stops marked. */
export default function JourneyMap({ rides }: { rides: readonly MapRide[] }) {
  const { lines, stops } = ridesOnMap(rides);
  if (lines.length === 0) return null;
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="img"
      aria-label={`Маршрут на карте: ${stops.map((s) => s.name).join(' → ')}`}
    >
      <path d={map.outline} className={styles.land} />
      {lines.map((line, i) => (
        <path
          key={i}
          d={
            path({
              type: 'LineString',
              coordinates: [
                [line.from.longitude, line.from.latitude],
                [line.to.longitude, line.to.latitude],
              ],
            }) ?? undefined
          }
          stroke={COLOURS[line.mode]}
          className={styles.line}
          data-mode={line.mode}
        >
          <title>{line.label}</title>
        </path>
      ))}
      {stops.map((stop, i) => {
        const [x, y] = projection([stop.point.longitude, stop.point.latitude]) ?? [0, 0];
        return (
          <circle key={i} cx={x} cy={y} r={4} className={styles.stop}>
            <title>{stop.name}</title>
          </circle>
        );
      })}
    </svg>
  );
}
