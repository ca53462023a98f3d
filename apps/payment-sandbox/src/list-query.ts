import { z } from 'zod';
import { invalidRequest, parseOrRefuse } from './api-error.ts';

const ZTime = z.iso.datetime({ offset: true }).transform((text) => Date.parse(text));
const BOUNDS = ['gte', 'gt', 'lte', 'lt'] as const;

/** `created_at.gte`, `captured_at.lt`…: a time field's bounds as YooKassa's lists take them. */
export function timeFilters<F extends string>(field: F) {
  return Object.fromEntries(BOUNDS.map((bound) => [`${field}.${bound}`, ZTime.optional()])) as {
    [K in `${F}.${(typeof BOUNDS)[number]}`]: z.ZodOptional<typeof ZTime>;
  };
}

/** Whether a time (absent: never) falls within the query's bounds on that field. */
export function withinTimes(
  query: Record<string, unknown>,
  field: string,
  at: string | undefined,
): boolean {
  const limits = BOUNDS.map((bound) => query[`${field}.${bound}`] as number | undefined);
  if (limits.every((limit) => limit === undefined)) return true;
  if (at === undefined) return false;
  const t = Date.parse(at);
  const [gte, gt, lte, lt] = limits;
  return (
    (gte === undefined || t >= gte) &&
    (gt === undefined || t > gt) &&
    (lte === undefined || t <= lte) &&
    (lt === undefined || t < lt)
  );
}

/**
 * A list's query as YooKassa documents it: `created_at` bounds, `limit` 1–100 (10 by default),
 * `cursor` (the `next_cursor` of the page before), and the list's own filters.
 */
export function listQuery<S extends z.ZodRawShape>(filters: S, query: unknown) {
  const ZListQuery = z.object({
    ...timeFilters('created_at'),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    cursor: z.string().min(1).optional(),
    ...filters,
  });
  return parseOrRefuse(ZListQuery, query);
}

type Listed = { id: string; created_at: string };

/**
 * One page of a list, newest first. The cursor names the last object of the page before, so
 * objects made meanwhile never shift a page; it is opaque to the shop, as YooKassa's is.
 */
export function pageOf<T extends Listed>(
  newestFirst: Iterable<T>,
  query: { limit: number; cursor?: string | undefined } & Record<string, unknown>,
  matches: (item: T) => boolean,
): { type: 'list'; items: T[]; next_cursor?: string } {
  const after =
    query.cursor === undefined
      ? undefined
      : Buffer.from(query.cursor, 'base64url').toString('utf8');
  let skipping = after !== undefined;
  const items: T[] = [];
  let more = false;
  for (const item of newestFirst) {
    if (skipping) {
      skipping = item.id !== after;
      continue;
    }
    if (!withinTimes(query, 'created_at', item.created_at) || !matches(item)) continue;
    if (items.length === query.limit) {
      more = true;
      break;
    }
    items.push(item);
  }
  if (skipping) throw invalidRequest('Неверное значение параметра cursor', 'cursor');
  const last = items.at(-1);
  return more && last !== undefined
    ? { type: 'list', items, next_cursor: Buffer.from(last.id).toString('base64url') }
    : { type: 'list', items };
}
