/**
 * An order's (or a ticket's) number as an address or a path writes it, `17`: what
 * `ZOrderIdParams` accepts, tested without zod where a page reads its address.
 */
export const ORDER_ID_TEXT = /^[1-9]\d{0,8}$/;
