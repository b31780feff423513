import { isIsoInstant, isUuid } from '@rentals/shared';
import type { ListCursor } from '../db/keyset';
import { badRequest } from './errors';

/** One page request: where to start (none: the newest) and how many cards. */
export type PageRequest = { cursor?: ListCursor; limit: number };

/** Opaque to clients: they pass back what `next` said. */
export const encodeCursor = (cursor: ListCursor) =>
  Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

/**
 * The position a cursor names. Its instant must exist (no 30 February, no year 0000, no hour
 * 24): it reaches PostgreSQL as a timestamp, which would otherwise refuse it as a server error.
 */
export function decodeCursor(text: string): ListCursor {
  const [createdAt, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || !isIsoInstant(createdAt) || !isUuid(id))
    throw badRequest('query.cursor: is not a cursor this list gave');
  return { createdAt, id };
}

/** `?cursor=&limit=` as the repositories take it. */
export const pageRequest = (query: { cursor?: string; limit: number }): PageRequest => ({
  cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
  limit: query.limit,
});

/**
 * A page from `limit + 1` rows fetched in list order: the extra row only says there is more,
 * and `next` points after the last row kept.
 */
export function toPage<T extends { cursor: ListCursor }>(
  rows: T[],
  limit: number,
): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? encodeCursor(last.cursor) : null };
}
