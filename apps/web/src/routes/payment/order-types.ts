/**
 * The transport kinds that have order pages: /payment/{create,confirm}/{bus|avia|train}, and
 * /payment/confirm/combined for a trip with changes bought as one order.
 */
export const orderTypes = ['bus', 'avia', 'train', 'combined'] as const;
export type OrderType = (typeof orderTypes)[number];

export const isOrderType = (value: string | undefined): value is OrderType =>
  (orderTypes as readonly string[]).includes(value ?? '');
