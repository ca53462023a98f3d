/** The transport kinds that have order pages: /payment/create/{bus|avia|train}. */
export const orderTypes = ['bus', 'avia', 'train'] as const;
export type OrderType = (typeof orderTypes)[number];

export const isOrderType = (value: string | undefined): value is OrderType =>
  (orderTypes as readonly string[]).includes(value ?? '');
