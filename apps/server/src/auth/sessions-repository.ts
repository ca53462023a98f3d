import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { authSessions, refreshTokens, users } from '../infra/db/schema.ts';

export type RefreshTokenRow = {
  usedAt: Date | null;
  expiresAt: Date;
  sessionId: string;
  userId: number;
  sessionExpiresAt: Date;
  revokedAt: Date | null;
  isActive: boolean;
};

export type SessionUserRow = {
  id: number;
  sessionId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
};

/** Sign-in sessions and their refresh tokens, stored by the digest of each token. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async insertSession(userId: number, createdAt: Date, expiresAt: Date) {
    const [session] = await this.db
      .insert(authSessions)
      .values({ userId, createdAt, expiresAt })
      .returning({ id: authSessions.id, expiresAt: authSessions.expiresAt });
    return session!;
  }

  async refreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db
      .select({
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        sessionId: authSessions.id,
        userId: authSessions.userId,
        sessionExpiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
        isActive: users.isActive,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a token used; false when another request used it first. */
  async claimRefreshToken(tokenHash: string, at: Date): Promise<boolean> {
    const claimed = await this.db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ hash: refreshTokens.tokenHash });
    return claimed.length > 0;
  }

  async sessionOfRefreshToken(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row?.sessionId;
  }

  async revokeAllOf(userId: number, at: Date, reason: string, keep?: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          keep ? ne(authSessions.id, keep) : undefined,
        ),
      );
  }

  async revokeSession(sessionId: string, at: Date, reason: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** The user of a live, unrevoked session of an active account. */
  async liveSessionUser(
    userId: number,
    sessionId: string,
    now: Date,
  ): Promise<SessionUserRow | undefined> {
    const [row] = await this.db
      .select({
        id: users.id,
        sessionId: authSessions.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
          eq(users.isActive, true),
        ),
      );
    return row;
  }

  async insertRefreshToken(
    tokenHash: string,
    sessionId: string,
    expiresAt: Date,
    createdAt: Date,
  ): Promise<void> {
    await this.db
      .insert(refreshTokens)
      .values({ tokenHash, sessionId, expiresAt, createdAt })
      .onConflictDoNothing();
  }
}
