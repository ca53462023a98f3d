import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { accountTokens, users } from '../infra/db/schema.ts';
import { digestOf, newSecretToken } from '../auth/sessions.ts';

export type LinkPurpose = 'activation' | 'password_reset';

export const ACTIVATION_TTL_HOURS = 72;
export const RESET_TTL_MINUTES = 60;

const ttlSeconds: Record<LinkPurpose, number> = {
  activation: ACTIVATION_TTL_HOURS * 60 * 60,
  password_reset: RESET_TTL_MINUTES * 60,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tokens of e-mailed links (`/activate/{uid}/{token}`, `/reset_password/{uid}/{token}`):
 * 256 random bits, stored hashed, single use, expiring. A new link of a purpose retires the
 * user's older ones, so only the latest letter works.
 */
export class LinkTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async issue(userId: number, purpose: LinkPurpose): Promise<string> {
    const now = this.now();
    await this.retire(userId, purpose);
    const token = newSecretToken();
    await this.db.insert(accountTokens).values({
      tokenHash: digestOf(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + ttlSeconds[purpose] * 1000),
      createdAt: now,
    });
    return token;
  }

  /** The user a live link names, without using it up; null for any kind of bad link. */
  async peek(uid: string, token: string, purpose: LinkPurpose): Promise<number | null> {
    if (!UUID.test(uid)) return null;
    const [row] = await this.db
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(this.live(uid, token, purpose));
    return row?.userId ?? null;
  }

  /** Uses the link up; of two requests racing with one link only one gets the user. */
  async consume(uid: string, token: string, purpose: LinkPurpose): Promise<number | null> {
    const userId = await this.peek(uid, token, purpose);
    if (userId === null) return null;
    const used = await this.db
      .update(accountTokens)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(accountTokens.tokenHash, digestOf(token)),
          eq(accountTokens.userId, userId),
          isNull(accountTokens.usedAt),
        ),
      )
      .returning({ userId: accountTokens.userId });
    return used[0]?.userId ?? null;
  }

  /**
   * Whether the activation link names an account that is active now, used up or not: the
   * person holding it clicked it before (or signed in by a reset link meanwhile).
   */
  async activatedBy(uid: string, token: string): Promise<boolean> {
    if (!UUID.test(uid)) return false;
    const [row] = await this.db
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, digestOf(token)),
          eq(accountTokens.purpose, 'activation'),
          eq(users.publicId, uid),
          eq(users.isActive, true),
        ),
      );
    return row !== undefined;
  }

  /** Leaves no working link of `purpose` for the user; inside `tx` when given. */
  async retire(userId: number, purpose: LinkPurpose, tx: Db = this.db): Promise<void> {
    await tx
      .update(accountTokens)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }

  private live(uid: string, token: string, purpose: LinkPurpose) {
    return and(
      eq(accountTokens.tokenHash, digestOf(token)),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, this.now()),
      eq(users.publicId, uid),
    );
  }
}
