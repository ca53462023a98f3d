import { z } from 'zod';
import { whenValid } from './checks.ts';
import { ZOrderTransportType } from './enums.ts';
import { ZOrderId, ZOrderIdParams } from './orders.ts';
import { optionalText } from './text-rules.ts';
import { ZKopecks } from './units.ts';

/** Body of cancel and init. */
export const ZOrderIdRequest = z.object({ order_id: ZOrderId });
export type OrderIdRequest = z.infer<typeof ZOrderIdRequest>;

/** Where to send the visitor: the payment provider's page. */
export const ZPaymentInitResponse = z.object({ url: z.url() });

/** `code` arrives in the return address /payment/success/{code}. */
export const ZPaymentConfirmRequest = z.object({ code: z.string().min(1) });
export const ZPaymentConfirmResponse = z.object({ order_id: ZOrderId });

/** The provider's server-to-server notice; trusted only after its signature is verified. */
export const ZPaymentCheckoutRequest = z.object({
  code: z.string().min(1),
  status: z.enum(['succeeded', 'failed']),
  signature: z.string().min(1),
});
export type PaymentCheckoutRequest = z.infer<typeof ZPaymentCheckoutRequest>;

export const ZTicketBlankParams = ZOrderIdParams;

const DOCUMENT_REQUIRED = 'Заполните документ';

const ZRefundDocument = z.object({
  transport_type: ZOrderTransportType,
  document: optionalText(),
});

/** A train refund names the passenger's document, as the carrier demands. */
export const ZReturnRequest = ZRefundDocument.extend({ order_item_id: ZOrderId }).superRefine(
  (request, ctx) => {
    if (request.transport_type === 'train' && request.document === null) {
      ctx.addIssue({ code: 'custom', path: ['document'], message: DOCUMENT_REQUIRED });
    }
  },
  whenValid(ZRefundDocument),
);
export type ReturnRequest = z.infer<typeof ZReturnRequest>;

export const ZReturnAmountResponse = z.object({ price: ZKopecks, penalty: ZKopecks });
export type ReturnAmountResponse = z.infer<typeof ZReturnAmountResponse>;
