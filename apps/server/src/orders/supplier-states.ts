/**
 * An order's life with the outside supplier that owns its places (a train sold through IM),
 * beside its status of SPEC §3. Two parties can each fail at the worst moment: the supplier
 * holds the places and issues the tickets, the payment provider holds the money. Every path
 * ends with tickets and money, or with neither (docs/suppliers.md draws it with both parties).
 *
 * | state        | status            | how it is left                                          |
 * | ------------ | ----------------- | ------------------------------------------------------- |
 * | `reserving`  | WAITING           | the supplier's reservation is known → `reserved`; none  |
 * |              |                   | was made → the order is deleted; a lost answer is       |
 * |              |                   | settled by asking (`supplier:settle-reservation`)       |
 * | `reserved`   | WAITING, NOT_PAID | paid while the hold lasts → `confirming`; cancelled or  |
 * |              |                   | lapsed → `cancelled`                                    |
 * | `confirming` | PAID              | confirmed → `confirmed`; refused or too late → `refused`|
 * | `confirmed`  | PAID, RETURNED    | — (tickets go back one by one, voided or returned)      |
 * | `refused`    | CANCELLED         | — (the payment is refunded in full, the supplier told   |
 * |              |                   | to drop its reservation)                                |
 * | `cancelled`  | CANCELLED         | — (the supplier is told to drop its reservation)        |
 *
 * Each move is one guarded update (`SupplierOrdersRepository.move`) in the transaction that
 * writes what it causes to the outbox: `confirming` the confirmation job, `confirmed` the
 * «Заказ оплачен» letter with the tickets, `refused` the refund, its letter and the supplier's
 * cancellation job, `cancelled` the supplier's cancellation job.
 */
export const SUPPLIER_STATES = [
  'reserving',
  'reserved',
  'confirming',
  'confirmed',
  'refused',
  'cancelled',
] as const;
export type SupplierState = (typeof SUPPLIER_STATES)[number];

/** The states each move may leave: anything else has moved on already, and the move is void. */
export const SUPPLIER_MOVES = {
  reserved: ['reserving'],
  confirming: ['reserved'],
  confirmed: ['confirming'],
  refused: ['confirming'],
  cancelled: ['reserving', 'reserved'],
} as const satisfies Partial<Record<SupplierState, readonly SupplierState[]>>;
export type SupplierMove = keyof typeof SUPPLIER_MOVES;
