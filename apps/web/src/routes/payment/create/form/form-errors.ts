import type { FieldErrors } from '@peresadka/contracts/errors';

/**
 * The form's messages are keyed as the server keys them ('passengers.1.document_number',
 * 'contacts.contact_email'), so the client's own check and the server's answer land on the
 * same fields.
 */

/** The first message for a field or anything inside it ('passengers.0.places.1.place_code'). */
export function messageAt(errors: FieldErrors, key: string): string | undefined {
  for (const [field, messages] of Object.entries(errors)) {
    if (field === key || field.startsWith(`${key}.`)) return messages[0];
  }
  return undefined;
}

/**
 * The first message inside a key that no control of its own shows: everything under
 * 'passengers.0.legs.1' but the fields in `except` ('car_type' has its select).
 */
export function otherMessageAt(
  errors: FieldErrors,
  key: string,
  except: readonly string[],
): string | undefined {
  for (const [field, messages] of Object.entries(errors)) {
    if (!field.startsWith(`${key}.`)) continue;
    const inner = field.slice(key.length + 1).split('.')[0]!;
    if (!except.includes(inner)) return messages[0];
  }
  return undefined;
}

/** The value a dotted key names in a request body. */
export function valueAt(body: unknown, key: string): unknown {
  let value = body;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The server's messages that still apply: a message stays while its field holds the value the
 * server judged, and goes once the visitor changes it.
 */
export function standingErrors(
  server: FieldErrors,
  judged: unknown,
  current: unknown,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(server).filter(([key]) => same(valueAt(judged, key), valueAt(current, key))),
  );
}

/** Both sets of messages, the client's first for a field both speak about. */
export function mergeErrors(first: FieldErrors, second: FieldErrors): FieldErrors {
  return { ...second, ...first };
}

/** Messages no field of the form shows: the passengers list as a whole, the order itself. */
export function generalErrors(errors: FieldErrors, shown: (key: string) => boolean): string[] {
  const messages = Object.entries(errors)
    .filter(([key]) => !shown(key))
    .map(([, messages]) => messages[0])
    .filter((message): message is string => message !== undefined);
  return [...new Set(messages)];
}

/** The first message any passenger has for a field asked once per order (an adult's PNR). */
export function anyPassengerMessage(errors: FieldErrors, field: string): string | undefined {
  const pattern = new RegExp(`^passengers\\.\\d+\\.${field}$`);
  return Object.entries(errors).find(([key]) => pattern.test(key))?.[1][0];
}
