import { z } from 'zod';

/**
 * A field check whose failure ends that field's later checks (an empty field is not also
 * "malformed") without blocking the form's cross-field rules, so the visitor sees every
 * problem at once. Without a message the field's own `error` names the problem.
 */
export function gate<T>(test: (value: T) => boolean, message?: string) {
  return z.check<T>((ctx) => {
    if (!test(ctx.value)) ctx.issues.push({ code: 'custom', input: ctx.value, message });
  });
}

/** Options for a cross-field rule: it runs as soon as the fields it reads are valid. */
export function whenValid(reads: z.ZodType) {
  return { when: (payload: z.core.ParsePayload) => reads.safeParse(payload.value).success };
}
