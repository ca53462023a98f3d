import { feedbackMessages, type FeedbackRequest } from '@peresadka/contracts/feedback';
import { eq } from 'drizzle-orm';
import type { Captcha } from '../captcha/captcha.ts';
import type { Db } from '../infra/db/database.ts';
import { feedbackMessages as feedbackTable } from '../infra/db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { feedbackMail } from '../mail/templates.ts';
import { limits, type RateLimiter } from '../rate-limit/rate-limiter.ts';

export type FeedbackDeps = {
  db: Db;
  now: () => Date;
  captcha: Captcha;
  limiter: RateLimiter;
  mailer: Mailer;
  supportAddress: string;
};

/** The support form: every message is stored first, then mailed to the support address. */
export class FeedbackService {
  constructor(private readonly d: FeedbackDeps) {}

  async send(body: FeedbackRequest, ip: string, userId: number | null): Promise<string> {
    const { db, limiter, captcha, mailer } = this.d;
    await limiter.consume(limits.feedbackPerIp, ip);
    await captcha.verify(body.captcha, ip);
    const [row] = await db
      .insert(feedbackTable)
      .values({
        userId,
        contactPhone: body.contact_phone,
        contactEmail: body.contact_email,
        name: body.name,
        text: body.text,
        clientIp: ip,
        createdAt: this.d.now(),
      })
      .returning({ id: feedbackTable.id });
    const id = row!.id;
    // A mail failure must not lose the message or fail the visitor: it stays in the table,
    // where an empty `mailed_at` shows what support has not received.
    mailer.sendLater(
      feedbackMail(this.d.supportAddress, {
        id,
        name: body.name,
        contactPhone: body.contact_phone,
        contactEmail: body.contact_email,
        text: body.text,
      }),
      () =>
        db.update(feedbackTable).set({ mailedAt: this.d.now() }).where(eq(feedbackTable.id, id)),
    );
    return feedbackMessages.sent;
  }
}
