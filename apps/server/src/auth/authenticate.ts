import { AppError } from '@peresadka/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { tokenNotValid, type AccessTokens } from './access-tokens.ts';
import type { SessionUser, Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on calls that require sign-in. */
    user: SessionUser | null;
  }
}

const PREFIX = 'JWT ';

/**
 * SPEC §4: `Authorization: JWT <access>`. No header is a plain 401; a header whose token is
 * malformed, forged, expired or of an ended session is 401 `token_not_valid`, the one code after
 * which the site refreshes its token and retries.
 */
export function authenticator(tokens: AccessTokens, sessions: Sessions, now: () => Date) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw new AppError('unauthorized', 'No Authorization header');
    if (!header.startsWith(PREFIX)) throw tokenNotValid('not a JWT authorization');
    const claims = await tokens.verify(header.slice(PREFIX.length).trim(), now());
    const user = await sessions.userOf(claims.userId, claims.sessionId);
    if (!user) throw tokenNotValid('session ended or account inactive');
    request.user = user;
  };
}

/** The signed-in user of a call registered with `auth: true`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', 'Handler without authentication');
  return request.user;
}
