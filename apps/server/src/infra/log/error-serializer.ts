import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';

/**
 * Fields of a failed query that repeat what was written: the values (a support message's phone
 * and e-mail, a passenger's passport) and PostgreSQL's `detail` («Key (email)=(…) exists»).
 */
const VALUE_FIELDS: ReadonlySet<string> = new Set(['params', 'detail', 'where', 'internalQuery']);

/**
 * pino's error serializer, minus the personal data a failed query carries: the log keeps the
 * SQL, the error code and the constraint, which is what an operator needs to find the fault.
 */
export function errorWithoutValues(error: Error): pino.SerializedError {
  const serialized = pino.stdSerializers.err(withoutValues(error));
  // pino folds a cause into the message; its code and constraint are worth keeping apart.
  return error.cause instanceof Error
    ? { ...serialized, causedBy: errorWithoutValues(error.cause) }
    : serialized;
}

function withoutValues(error: Error): Error {
  // Drizzle puts the values in the message (and so in the stack) as well.
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key)) copy[key] = value;
  }
  copy.message = message;
  copy.stack = error.stack?.replace(error.message, message);
  if (error.cause instanceof Error) copy.cause = withoutValues(error.cause);
  return copy as unknown as Error;
}
