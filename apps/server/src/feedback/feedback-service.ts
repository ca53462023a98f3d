import { feedbackMessages, type FeedbackRequest } from '@peresadka/contracts/feedback';
import { z } from 'zod';
import type { Captcha } from '../captcha/captcha.ts';
import type { Db } from '../infra/db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { feedbackMail } from '../mail/templates.ts';
import { limits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import { FeedbackRepository } from './feedback-repository.ts';

export type FeedbackDeps = {
  db: Db;
  now: () => Date;
  captcha: Captcha;
  limiter: RateLimiter;
  mailer: Mailer;
  jobs: JobQueue;
  supportAddress: string;
};

const ZFeedbackLetter = z.object({ id: z.number().int() });
type FeedbackLetter = z.infer<typeof ZFeedbackLetter>;

/**
 * The support form: every message is stored with its letter to support in the outbox (one
 * transaction); the letter's job marks `mailed_at`, so an empty one shows what support has not
 * received yet.
 */
export class FeedbackService {
  private readonly enqueueLetter: (tx: Db, payload: FeedbackLetter) => Promise<void>;
  private readonly messages: FeedbackRepository;

  constructor(private readonly d: FeedbackDeps) {
    this.messages = new FeedbackRepository(d.db);
    this.enqueueLetter = d.jobs.define({
      kind: 'feedback:letter',
      payload: ZFeedbackLetter,
      run: ({ id }) => this.sendLetter(id),
    });
  }

  async send(body: FeedbackRequest, ip: string, userId: number | null): Promise<string> {
    const { db, limiter, captcha } = this.d;
    await limiter.consume(limits.feedbackPerIp, ip);
    await captcha.verify(body.captcha, ip);
    await db.transaction(async (tx) => {
      const id = await this.messages.insert(tx, {
        userId,
        contactPhone: body.contact_phone,
        contactEmail: body.contact_email,
        name: body.name,
        text: body.text,
        clientIp: ip,
        createdAt: this.d.now(),
      });
      // The job carries only the id: the writer's phone and e-mail stay in their table.
      await this.enqueueLetter(tx, { id });
    });
    return feedbackMessages.sent;
  }

  private async sendLetter(id: number): Promise<void> {
    const { mailer } = this.d;
    const row = await this.messages.byId(id);
    if (!row || row.mailedAt) return;
    await mailer.send(
      feedbackMail(this.d.supportAddress, {
        id,
        name: row.name,
        contactPhone: row.contactPhone,
        contactEmail: row.contactEmail,
        text: row.text,
      }),
    );
    await this.messages.markMailed(id, this.d.now());
  }
}
