import { geoConicEqualArea, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json' with { type: 'json' };
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:russia-outline';
const RESOLVED_ID = '\0' + MODULE_ID;
const RUSSIA = '643';
/** The map's own box, in SVG units. */
const WIDTH = 640;
const HEIGHT = 340;

/**
 * Russia's outline on the journey map, drawn once at build time: the browser gets the SVG
 * path and the projection's numbers (a few KB) instead of the world atlas, TopoJSON decoding
 * and the fitting (over 100 KB of script run on every map).
 */
export function russiaOutline(): Plugin {
  return {
    name: 'russia-outline',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const world = countries as unknown as Topology<{ countries: GeometryCollection }>;
      const russia = (
        feature(world, world.objects.countries) as unknown as { features: Feature<Geometry>[] }
      ).features.find((f) => String(f.id) === RUSSIA)!;
      const projection = geoConicEqualArea()
        .parallels([52, 64])
        .rotate([-100, 0])
        .fitSize([WIDTH, HEIGHT], russia);
      // A tenth of an SVG unit is finer than any screen shows the map.
      const outline = geoPath(projection).digits(1)(russia)!;
      const map = {
        width: WIDTH,
        height: HEIGHT,
        parallels: [52, 64],
        rotate: [-100, 0],
        scale: projection.scale(),
        translate: projection.translate(),
        outline,
      };
      return `export default ${JSON.stringify(map)};`;
    },
  };
}
