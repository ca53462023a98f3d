import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Cache } from '../infra/cache/cache.ts';
import type { Db } from '../infra/db/database.ts';
import { tokenNotValid } from './access-tokens.ts';
import { SessionsRepository, type SessionUserRow } from './sessions-repository.ts';

export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
/** However often it is refreshed, a sign-in lasts at most this long. */
const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const newSecretToken = () => randomBytes(32).toString('base64url');

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export type SessionUser = SessionUserRow;

export type Rotated = { userId: number; sessionId: string; refreshToken: string };

/**
 * Seconds in which a used refresh token still answers the client that used it: two tabs of one
 * browser refresh with the same cookie at once, and the slower must not end the session.
 */
export const REFRESH_GRACE_SECONDS = 10;

const graceKey = (tokenHash: string) => `refresh-grace:${tokenHash}`;

/**
 * Sign-in sessions, each a family of refresh tokens. A refresh token works once: refreshing
 * replaces it, and presenting a replaced one again means it was copied, so the whole family is
 * revoked and both the thief and the victim must sign in again — unless it comes back within
 * REFRESH_GRACE_SECONDS from the very client that used it, which then gets the same successor
 * again. Who used a token first is kept in the shared cache, so every instance agrees.
 */
export class Sessions {
  /** Successors are derived from their token, so a repeat within the grace gets the same one. */
  private readonly successorKey: Buffer;
  private readonly repository: SessionsRepository;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly cache: Cache,
    secret: string,
  ) {
    this.successorKey = createHmac('sha256', secret).update('refresh-successor').digest();
    this.repository = new SessionsRepository(db);
  }

  async start(userId: number): Promise<{ sessionId: string; refreshToken: string }> {
    const now = this.now();
    const session = await this.repository.insertSession(
      userId,
      now,
      addSeconds(now, SESSION_MAX_SECONDS),
    );
    const refreshToken = newSecretToken();
    await this.issue(refreshToken, session.id, session.expiresAt, now);
    return { sessionId: session.id, refreshToken };
  }

  /**
   * A new refresh token for `refreshToken`, presented by `client` (who sends it: the address
   * and browser, never stored as such).
   */
  async rotate(refreshToken: string, client: string): Promise<Rotated> {
    const now = this.now();
    const hash = digestOf(refreshToken);
    const row = await this.repository.refreshToken(hash);
    if (!row) throw tokenNotValid('unknown refresh token');
    if (row.revokedAt) throw tokenNotValid('revoked session');
    if (row.expiresAt <= now || row.sessionExpiresAt <= now) throw tokenNotValid('expired');
    if (!row.isActive) throw tokenNotValid('inactive user');
    const successor = () => this.successorOf(refreshToken, row, now);
    const clientHash = digestOf(client);
    const first = await this.cache.setIfAbsent(graceKey(hash), clientHash, REFRESH_GRACE_SECONDS);
    if (!first) {
      const inGrace =
        row.usedAt === null || now.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
      if (inGrace && (await this.cache.get(graceKey(hash))) === clientHash) return successor();
      return this.reused(row.sessionId);
    }
    // Claimed atomically: a token used before its grace entry was written (or after it lapsed)
    // is a copy.
    if (!(await this.repository.claimRefreshToken(hash, now))) return this.reused(row.sessionId);
    return successor();
  }

  /** Logout: the session of this refresh token ends, whether or not the token was used. */
  async revokeByRefreshToken(refreshToken: string): Promise<void> {
    const sessionId = await this.repository.sessionOfRefreshToken(digestOf(refreshToken));
    if (sessionId) await this.revokeSession(sessionId, 'logout');
  }

  /** After a password change or reset: every session but `keep` ends. */
  async revokeAll(userId: number, reason: string, keep?: string): Promise<void> {
    await this.repository.revokeAllOf(userId, this.now(), reason, keep);
  }

  /** The user of a live session of an active account, or null. */
  async userOf(userId: number, sessionId: string): Promise<SessionUser | null> {
    if (!UUID.test(sessionId)) return null;
    return (await this.repository.liveSessionUser(userId, sessionId, this.now())) ?? null;
  }

  private async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.repository.revokeSession(sessionId, this.now(), reason);
  }

  private async reused(sessionId: string): Promise<never> {
    await this.revokeSession(sessionId, 'refresh token reused');
    throw tokenNotValid('refresh token reused: session revoked');
  }

  /** The one successor of a token: issued by whichever of its grace's requests gets here. */
  private async successorOf(
    refreshToken: string,
    session: { userId: number; sessionId: string; sessionExpiresAt: Date },
    now: Date,
  ): Promise<Rotated> {
    const next = createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
    await this.issue(next, session.sessionId, session.sessionExpiresAt, now);
    return { userId: session.userId, sessionId: session.sessionId, refreshToken: next };
  }

  private async issue(
    token: string,
    sessionId: string,
    sessionExpiresAt: Date,
    now: Date,
  ): Promise<void> {
    const expiresAt = new Date(
      Math.min(addSeconds(now, REFRESH_TOKEN_TTL_SECONDS).getTime(), sessionExpiresAt.getTime()),
    );
    await this.repository.insertRefreshToken(digestOf(token), sessionId, expiresAt, now);
  }
}
