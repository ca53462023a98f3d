import { geoConicEqualArea, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { ridesOnMap, type MapRide } from './legs-on-map.ts';
import styles from './JourneyMap.module.css';

const WIDTH = 640;
const HEIGHT = 340;
const RUSSIA = '643';

const world = countries as unknown as Topology<{ countries: GeometryCollection }>;
const russia = (
  feature(world, world.objects.countries) as unknown as { features: Feature<Geometry>[] }
).features.find((f) => String(f.id) === RUSSIA)!;
// Russia spans 170 degrees of longitude: an equal-area conic centred on it keeps its shape.
const projection = geoConicEqualArea()
  .parallels([52, 64])
  .rotate([-100, 0])
  .fitSize([WIDTH, HEIGHT], russia);
const path = geoPath(projection);

const COLOURS = { PLANE: 'var(--mode-plane)', TRAIN: 'var(--mode-train)', BUS: 'var(--mode-bus)' };

/** The journey over an offline map of Russia: each ride in its mode's colour, stops marked. */
export default function JourneyMap({ rides }: { rides: readonly MapRide[] }) {
  const { lines, stops } = ridesOnMap(rides);
  if (lines.length === 0) return null;
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Маршрут на карте: ${stops.map((s) => s.name).join(' → ')}`}
    >
      <path d={path(russia) ?? undefined} className={styles.land} />
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
