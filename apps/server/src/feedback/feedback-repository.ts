import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { feedbackMessages } from '../infra/db/schema.ts';

export type NewFeedback = typeof feedbackMessages.$inferInsert;
export type FeedbackRow = typeof feedbackMessages.$inferSelect;

/** Messages of the support form; `mailed_at` says support has received one. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  /** Inside `tx`, with the letter's job. */
  async insert(tx: Db, message: NewFeedback): Promise<number> {
    const [row] = await tx
      .insert(feedbackMessages)
      .values(message)
      .returning({ id: feedbackMessages.id });
    return row!.id;
  }

  async byId(id: number): Promise<FeedbackRow | undefined> {
    const [row] = await this.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id));
    return row;
  }

  async markMailed(id: number, at: Date): Promise<void> {
    await this.db.update(feedbackMessages).set({ mailedAt: at }).where(eq(feedbackMessages.id, id));
  }
}
