import { z } from 'zod';
import { requiredText } from './text-rules.ts';

/**
 * What anyone may ask about a ticket without an account: the key its QR code is signed with,
 * and whether a ticket number stands (docs/tickets.md).
 */
export const ZTicketPublicKey = z.object({
  algorithm: z.literal('Ed25519'),
  /** The QR code's format the key signs. */
  format: z.literal('PRS2'),
  /** SubjectPublicKeyInfo PEM. */
  pem: z.string(),
  /** The key's 32 bytes, unpadded base64url (a JWK's `x`). */
  raw: z.string(),
});
export type TicketPublicKey = z.infer<typeof ZTicketPublicKey>;

export const ZTicketCheckParams = z.object({
  number: requiredText('Укажите номер билета', 40, 'Такого номера билета нет'),
});

export const ZTicketCheckStatus = z.enum(['valid', 'returned', 'cancelled', 'unknown']);
export type TicketCheckStatus = z.infer<typeof ZTicketCheckStatus>;

/** What a checker reads of a ticket it already holds: the ride and the place, nobody's name. */
export const ZCheckedTicket = z.object({
  number: z.string(),
  mode: z.enum(['TRAIN', 'PLANE', 'BUS']),
  ride: z.string(),
  departure: z.string(),
  from: z.string(),
  to: z.string(),
  car: z.string(),
  place: z.string(),
});
export type CheckedTicket = z.infer<typeof ZCheckedTicket>;

export const ZTicketCheck = z.object({
  status: ZTicketCheckStatus,
  /** Russian, for the checker. */
  detail: z.string(),
  /** Null for a number no ticket of ours carries. */
  ticket: ZCheckedTicket.nullable(),
});
export type TicketCheck = z.infer<typeof ZTicketCheck>;

export const ticketCheckMessages: Record<TicketCheckStatus, string> = {
  valid: 'Билет действителен',
  returned: 'Билет возвращён и недействителен',
  cancelled: 'Заказ отменён: билет недействителен',
  unknown: 'Билета с таким номером «Пересадка» не оформляла',
};
