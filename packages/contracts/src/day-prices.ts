import { z } from 'zod';
import { ZIsoDate, ZKopecks } from './units.ts';

/**
 * The cheapest ticket of a day for the search's modes, combined routes included, as the result
 * cards price it (one adult, fee included); null when that day has nothing to sell.
 */
export const ZDayPrice = z.object({ date: ZIsoDate, price: ZKopecks.nullable() });
export type DayPrice = z.infer<typeof ZDayPrice>;

export const ZDayPricesResponse = z.object({ days: z.array(ZDayPrice) });
export type DayPricesResponse = z.infer<typeof ZDayPricesResponse>;
