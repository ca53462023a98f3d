import { ZCarType } from '@peresadka/contracts/enums';
import { ZCabinClass } from '@peresadka/contracts/trip-properties';
import { z } from 'zod';

/**
 * What an order item keeps about its mode beyond place and money, as JSON in
 * `order_items.details`; read back through this schema, never cast.
 */
export const ZItemDetails = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('TRAIN'),
    carType: ZCarType,
    serviceClass: z.string(),
    bedding: z.boolean(),
    electronicRegistration: z.boolean(),
    /** «нижнее», «верхнее боковое»…; null for a seat or no place. */
    berth: z.string().nullable(),
  }),
  z.object({
    mode: z.literal('PLANE'),
    cabin: ZCabinClass,
    fareFamily: z.string(),
    /** Whether the fare family is refundable; orders from before it was kept count as not. */
    refundable: z.boolean().default(false),
    seatPrice: z.number().int().nonnegative(),
    services: z.array(
      z.object({ code: z.string(), name: z.string(), price: z.number().int().nonnegative() }),
    ),
  }),
  z.object({ mode: z.literal('BUS'), tariffName: z.string() }),
]);
export type ItemDetails = z.infer<typeof ZItemDetails>;
