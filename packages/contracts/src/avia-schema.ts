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

/** Cabin plan markup; `errors` explains an empty plan and the page shows the first one. */
export const ZAviaSchemaResponse = z.object({
  avia_schema: z.string(),
  errors: z.array(z.string()),
});
export type AviaSchemaResponse = z.infer<typeof ZAviaSchemaResponse>;
