import { ZCarType } from '@peresadka/contracts/enums';
import type { CarSchemeRequest, CarSchemeResponse } from '@peresadka/contracts/im/railway-search';
import { ZPassengerCarType } from '@peresadka/contracts/trip-properties';
import type { CarShape } from './car-plan.ts';
import { invalidRequest } from './im-error.ts';
import { schemeSvg } from './scheme-svg.ts';

/**
 * RailwayCarSchemeId names a car's plan by what decides it — its type, its number of places and
 * whether it has two storeys — so equal cars share a plan and the id reads back without a
 * table: type's index × 1000 + places × 2 + 1 for two storeys.
 */
export const schemeIdOf = (shape: CarShape): number =>
  ZCarType.options.indexOf(shape.type) * 1000 + shape.seats * 2 + (shape.twoStorey ? 1 : 0);

export function shapeOfSchemeId(id: number): CarShape | null {
  const type = ZPassengerCarType.safeParse(ZCarType.options[Math.floor(id / 1000)]);
  const seats = Math.floor((id % 1000) / 2);
  if (!type.success || seats < 1) return null;
  return { type: type.data, seats, twoStorey: id % 2 === 1 };
}

/** Railway/V1/Search/CarScheme: the plan of a car in one view, as SVG. */
export function carScheme(request: CarSchemeRequest): CarSchemeResponse {
  const shape = shapeOfSchemeId(request.RailwayCarSchemeId);
  if (!shape) {
    throw invalidRequest(`Нет схемы вагона ${request.RailwayCarSchemeId}`, ['RailwayCarSchemeId']);
  }
  const storey = request.View.endsWith('SecondStorey') ? 2 : 1;
  const image = schemeSvg(shape, storey, request.View.startsWith('Mobile'));
  if (image === null) throw invalidRequest('У одноэтажного вагона нет второго этажа', ['View']);
  return {
    RailwayCarSchemeId: request.RailwayCarSchemeId,
    View: request.View,
    CarType: shape.type,
    IsTwoStorey: shape.twoStorey,
    PlaceQuantity: shape.seats,
    Image: image,
  };
}
