import type { z } from 'zod';

/**
 * The half-filled order form, kept for the tab's session under its ride, so a reload or the
 * trip to /login and back loses nothing. Session storage ends with the tab: the documents
 * typed in do not outlive it. Read back through the form's schema like any stored value.
 */
const PREFIX = 'peresadka.orderDraft.';

const keyOf = (routeId: string) => `${PREFIX}${routeId}`;

export function loadDraft<Schema extends z.ZodType>(
  routeId: string,
  schema: Schema,
): z.infer<Schema> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(sessionStorage.getItem(keyOf(routeId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(routeId: string, draft: unknown): void {
  try {
    sessionStorage.setItem(keyOf(routeId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage costs only the draft; the form itself keeps working.
  }
}
