import type { CarPlanGeometry, PlanPlaceKind } from '@peresadka/contracts/car-layout';
import { Parser } from 'htmlparser2';

const KINDS: readonly PlanPlaceKind[] = ['lower', 'upper', 'sideLower', 'sideUpper', 'seat'];
const isKind = (value: string | undefined): value is PlanPlaceKind =>
  KINDS.includes(value as PlanPlaceKind);

/**
 * Where each place is in a car scheme drawing (`CarScheme`'s `Image`): every place is a
 * `<g data-place="N" data-kind="…">` around the `<rect>` it occupies (docs/suppliers.md). The
 * drawing's own markup never reaches the page: the site draws its plan from these rectangles.
 * Null when the drawing has no size or no place.
 */
export function placesOfScheme(svg: string): CarPlanGeometry | null {
  let width = 0;
  let height = 0;
  const places: CarPlanGeometry['places'] = [];
  let open: { number: number; kind: PlanPlaceKind } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg' && width === 0) {
          const box = attributes.viewBox
            ?.trim()
            .split(/[\s,]+/)
            .map(Number);
          width = box?.length === 4 ? box[2]! : Number(attributes.width);
          height = box?.length === 4 ? box[3]! : Number(attributes.height);
        } else if (name === 'g' && attributes['data-place'] !== undefined) {
          const number = Number(attributes['data-place']);
          const kind = attributes['data-kind'];
          open =
            Number.isSafeInteger(number) && number > 0 && isKind(kind) ? { number, kind } : null;
        } else if (name === 'rect' && open) {
          const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(attributes[a]));
          if ([x, y, w, h].every((v) => Number.isFinite(v))) {
            places.push({ ...open, x: x!, y: y!, width: w!, height: h! });
          }
          open = null;
        }
      },
      onclosetag(name) {
        if (name === 'g') open = null;
      },
    },
    { xmlMode: true },
  );
  parser.end(svg);
  if (!(width > 0 && height > 0) || places.length === 0) return null;
  return { width, height, places };
}
