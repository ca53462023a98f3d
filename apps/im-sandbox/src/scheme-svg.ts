import { carPlanGeometry } from '@peresadka/contracts/car-layout';
import { carPlan, type CarShape } from './car-plan.ts';

/**
 * A car's plan as the supplier draws it, one storey at a time: along the screen on a computer,
 * down it on a phone. Places stand where `carPlanGeometry` puts them — the plan the site draws
 * for its own trains — and every one is exactly
 * `<g data-place="N" data-kind="…"><rect x y width height/><text …>N</text></g>`, with no other
 * attribute on the group or its rectangle, so the site can read them back. The outline, the
 * corridor, compartment walls, toilets and doors are drawn outside those groups.
 */

/** Length of each end of the car (toilet, door) beyond the places. */
const END = 40;

const STYLE = [
  '.body{fill:#f4f6f8;stroke:#5b6570;stroke-width:2}',
  '.corridor{fill:#e3e8ee}',
  '.wall{fill:#5b6570}',
  '.toilet{fill:#cfd8e3;stroke:#5b6570}',
  '.door{fill:#ffffff;stroke:#5b6570}',
  'g[data-place] rect{fill:#ffffff;stroke:#1b1f24}',
  'g[data-place] text{font:11px sans-serif;text-anchor:middle;fill:#1b1f24}',
].join('');

/** A rectangle in the car's own terms: along it from the first end, across it from the side. */
type Span = { along: number; across: number; length: number; breadth: number };

export function schemeSvg(shape: CarShape, storey: 1 | 2, mobile: boolean): string | null {
  const geometry = carPlanGeometry(shape.type, shape.seats, shape.twoStorey, {
    mobile,
    upper: storey === 2,
  });
  if (!geometry) return null;
  const rowOf = new Map(carPlan(shape).map((place) => [place.number, place]));
  const places = geometry.places.map((place) => ({
    ...place,
    ...(mobile
      ? { along: place.y, across: place.x, length: place.height, breadth: place.width }
      : { along: place.x, across: place.y, length: place.width, breadth: place.height }),
    row: rowOf.get(place.number)?.row ?? 0,
    cabin: rowOf.get(place.number)?.cabin ?? 0,
  }));
  const carLength = (mobile ? geometry.height : geometry.width) + 2 * END;
  const carBreadth = mobile ? geometry.width : geometry.height;
  const box = (span: Span) =>
    mobile
      ? { x: span.across, y: span.along, width: span.breadth, height: span.length }
      : { x: span.along, y: span.across, width: span.length, height: span.breadth };
  const shifted = (span: Span): Span => ({ ...span, along: span.along + END });
  const rect = (cls: string, span: Span) => `<rect class="${cls}"${attributes(box(span))}/>`;

  // The corridor runs between the compartments (rows 0–1) and the side places (rows 3–4).
  const near = places.filter((place) => place.row <= 1);
  const far = places.filter((place) => place.row >= 3);
  const corridorFrom = Math.max(0, ...near.map((place) => place.across + place.breadth));
  const corridorTo = far.length > 0 ? Math.min(...far.map((place) => place.across)) : carBreadth;
  const inner = carLength - 2 * END;
  const decoration = [
    rect('body', { along: 0, across: 0, length: carLength, breadth: carBreadth }),
    rect(
      'corridor',
      shifted({
        along: 0,
        across: corridorFrom,
        length: inner,
        breadth: corridorTo - corridorFrom,
      }),
    ),
    ...[2, carLength - END + 2].flatMap((along) => [
      rect('toilet', { along, across: 2, length: END - 4, breadth: corridorFrom - 4 }),
      rect('door', {
        along,
        across: corridorFrom,
        length: END - 4,
        breadth: corridorTo - corridorFrom,
      }),
    ]),
    ...walls(places).map((along) =>
      rect('wall', shifted({ along: along - 1, across: 0, length: 2, breadth: corridorFrom })),
    ),
  ];
  const groups = places.map((place) => {
    const at = box(shifted(place));
    return (
      `<g data-place="${place.number}" data-kind="${place.kind}">` +
      `<rect${attributes(at)}/>` +
      `<text x="${at.x + at.width / 2}" y="${at.y + at.height / 2 + 4}">${place.number}</text></g>`
    );
  });
  const size = box({ along: 0, across: 0, length: carLength, breadth: carBreadth });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}">`,
    `<style>${STYLE}</style>`,
    ...decoration,
    ...groups,
    '</svg>',
  ].join('');
}

/**
 * Where compartment walls stand along the car: between neighbouring places of different
 * compartments of a sleeping car; a sitting car has none.
 */
function walls(places: readonly (Span & { kind: string; cabin: number; row: number })[]): number[] {
  const sleepers = places.filter((place) => place.kind !== 'seat' && place.row <= 1);
  const columns = [...new Set(sleepers.map((place) => place.along))].sort((a, b) => a - b);
  const cabinAt = new Map(sleepers.map((place) => [place.along, place.cabin]));
  return columns.slice(1).flatMap((along, i) => {
    const before = columns[i]!;
    if (cabinAt.get(along) === cabinAt.get(before)) return [];
    const end = before + sleepers.find((place) => place.along === before)!.length;
    return [(end + along) / 2];
  });
}

const attributes = ({
  x,
  y,
  width,
  height,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
}) => ` x="${x}" y="${y}" width="${width}" height="${height}"`;
