import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import type { JobKind } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderPaidMail } from '../mail/templates.ts';
import { OrdersRepository } from '../orders/orders-repository.ts';
import type { TicketsService } from '../tickets/tickets-service.ts';
import { orderLetterOf } from '../orders/order-letter.ts';

type Deps = { db: Db; tickets: TicketsService; mailer: Mailer; publicUrl: string };

/**
 * «Заказ оплачен» with the tickets attached. The outbox keeps only the order's number: the
 * letter and its PDF are made when it is sent, so a job row never holds a file.
 */
export const paidLetterJob = (deps: Deps): JobKind<{ orderId: number }> => ({
  kind: 'order-paid-letter',
  payload: z.object({ orderId: z.number().int().positive() }),
  async run({ orderId }) {
    const stored = await new OrdersRepository().loadById(deps.db, orderId);
    // Returned before the letter went out: there are no tickets left to send.
    if (!stored || stored.order.status !== 'PAID') return;
    await deps.mailer.send(orderPaidMail(orderLetterOf(stored, deps.publicUrl)), [
      {
        filename: 'ticket.pdf',
        content: await deps.tickets.pdfOf(stored),
        contentType: 'application/pdf',
      },
    ]);
  },
});
