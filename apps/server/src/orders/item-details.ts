import { ZCarType, ZPassengerCategory } from '@peresadka/contracts/enums';
import { ZCabinClass } from '@peresadka/contracts/trip-properties';
import { z } from 'zod';

/**
 * What an order item keeps about its mode beyond place and money, as JSON in
 * `order_items.details`; read back through this schema, never cast.
 */
/**
 * The category this ride was sold in when it differs by leg: a combined trip applies each
 * carrier's own age rules (an 11-year-old is an adult on a train, a child on a plane).
 */
const ZItemBase = z.object({ category: ZPassengerCategory.optional() });

export const ZItemDetails = z.discriminatedUnion('mode', [
  ZItemBase.extend({
    mode: z.literal('TRAIN'),
    carType: ZCarType,
    serviceClass: z.string(),
    bedding: z.boolean(),
    /** What the bedding cost on top of the fare: 0 where it came with the place or was not taken. */
    beddingPrice: z.number().int().nonnegative().default(0),
    electronicRegistration: z.boolean(),
    /** «нижнее», «верхнее боковое»…; null for a seat or no place. */
    berth: z.string().nullable(),
  }),
  ZItemBase.extend({
    mode: z.literal('PLANE'),
    cabin: ZCabinClass,
    fareFamily: z.string(),
    /** Whether the fare family is refundable; orders from before it was kept count as not. */
    refundable: z.boolean().default(false),
    /** The fare family's own refund penalty (refund-rules.ts); none on orders from before it was kept. */
    refundPenalty: z.number().int().nonnegative().default(0),
    seatPrice: z.number().int().nonnegative(),
    services: z.array(
      z.object({ code: z.string(), name: z.string(), price: z.number().int().nonnegative() }),
    ),
  }),
  ZItemBase.extend({ mode: z.literal('BUS'), tariffName: z.string() }),
]);
export type ItemDetails = z.infer<typeof ZItemDetails>;
