/**
 * The PostgreSQL error code behind a failed query (node-postgres and PGlite both report it;
 * Drizzle wraps their error in its own, as the cause).
 */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      };
    }
  }
  return null;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorOf(error)?.code === '23505';

/**
 * SQLSTATEs of a database that is away or overwhelmed rather than of a wrong request: class 08
 * (the connection), 53 (out of connections, memory or disk), 58 (I/O), 57P01–57P03 (shutting
 * down, crashed, starting), 57014 (the statement timeout), 55P03 (the lock timeout), 25P03 (a
 * transaction left idle too long).
 */
const UNAVAILABLE_STATE = /^(08...|53...|58...|57P0[123]|57014|55P03|25P03)$/;

/** How the network and node-postgres say that no connection could be had or kept. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Query read timeout|Cannot use a pool after calling end)/;

/**
 * Whether a failed query failed because the database could not be reached or did not answer
 * in time: worth a 503 and another try, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (
      typeof e.code === 'string' &&
      (UNAVAILABLE_STATE.test(e.code) || NETWORK_CODES.has(e.code))
    ) {
      return true;
    }
    if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) return true;
  }
  return false;
}

type Failure = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** An error and the errors it wraps, outermost first. */
function* causes(error: unknown): Generator<Failure> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    yield e as Failure;
    e = (e as Failure).cause;
  }
}
