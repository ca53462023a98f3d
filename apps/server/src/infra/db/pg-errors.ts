/**
 * The PostgreSQL error code behind a failed query (node-postgres and PGlite both report it;
 * Drizzle wraps their error in its own, as the cause).
 */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  for (let e = error; e instanceof Error || (e && typeof e === 'object');) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    e = candidate.cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorOf(error)?.code === '23505';
