import { z } from 'zod';
import { ZServiceClass } from './enums.ts';
import { ZRouteId } from './search-results.ts';
import { code } from './text-rules.ts';

export const ZAviaSchemaRequest = z.object({
  aircraft_seat_scheme_id: code().min(1),
  /** The flight's id: with it the plan marks the seats already taken. */
  flight_id: ZRouteId.optional(),
  /** The class being bought: seats of the other cabin are shown but cannot be chosen. */
  service_class: ZServiceClass.optional(),
});
export type AviaSchemaRequest = z.infer<typeof ZAviaSchemaRequest>;

/**
 * One line of a cabin plan's legend: a seat colour with its price and rows («400 ₽ — ряды
 * 6–30»), the outline of a cabin the fare does not sell, or the mark of an emergency exit.
 */
export const ZAviaSchemaLegendItem = z.object({
  mark: z.enum(['seat', 'closed', 'exit']),
  colour: z.string(),
  text: z.string(),
});
export type AviaSchemaLegendItem = z.infer<typeof ZAviaSchemaLegendItem>;

/** Cabin plan markup; `errors` explains an empty plan and the page shows the first one. */
export const ZAviaSchemaResponse = z.object({
  avia_schema: z.string(),
  /** What the plan's colours and marks mean; the page adds its own (your choice, taken). */
  legend: z.array(ZAviaSchemaLegendItem),
  errors: z.array(z.string()),
});
export type AviaSchemaResponse = z.infer<typeof ZAviaSchemaResponse>;
