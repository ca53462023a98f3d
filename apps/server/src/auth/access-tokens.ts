import { AppError } from '@peresadka/contracts/errors';
import { jwtVerify, SignJWT } from 'jose';

/** Short, so a stolen access token is soon worthless; the refresh cookie renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

const ISSUER = 'peresadka';
const AUDIENCE = 'peresadka-api';

export type AccessClaims = { userId: number; sessionId: string };

export const tokenNotValid = (reason: string, cause?: unknown) =>
  new AppError('token_not_valid', `Access token refused: ${reason}`, { cause });

/**
 * Access tokens: HS256 JWTs naming the user and the session. Verification accepts HS256 only,
 * so `alg: none` and algorithm-confusion tokens are refused before any claim is read.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  async verify(token: string, now: Date): Promise<AccessClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw tokenNotValid('signature, algorithm or lifetime', error);
    }
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string') {
      throw tokenNotValid('claims');
    }
    return { userId, sessionId };
  }
}
