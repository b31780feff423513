import { gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '@rentals/shared';
import type { Executor } from './client';

const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The statement `name`, built by `build` once per database (or transaction) object and
 * prepared under that name: the hot reads of every request (a session, a list page, a listing
 * by id) skip building their SQL in JavaScript and, on PostgreSQL, parsing and planning it
 * (issue 20: that, not the database, was most of an uncached read's time). `name` must say the
 * statement's whole shape: two statements of one name would collide on a connection.
 */
export function preparedOn<T>(db: Executor, name: string, build: (name: string) => T): T {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  let statement = named.get(name) as T | undefined;
  if (statement === undefined) named.set(name, (statement = build(name)));
  return statement;
}

/**
 * The row that the prepared statement `name` finds for `id` (its `sql.placeholder('id')`); null
 * for none, or for an id that is no uuid (which the database would refuse).
 */
export async function preparedRowById<R>(
  db: Executor,
  name: string,
  build: (name: string) => { execute(values: { id: string }): Promise<R[]> },
  id: string,
): Promise<R | null> {
  if (!isUuid(id)) return null;
  const [row] = await preparedOn(db, name, build).execute({ id });
  return row ?? null;
}

/**
 * An inclusive range of `column` on the placeholders `${name}Start` and `${name}End`, for the ends
 * a statement's shape has; the open 'any' band (no ends) adds nothing, so Land without rooms stays.
 */
export function inRange(
  column: AnyPgColumn,
  name: string,
  ends: { start?: boolean; end?: boolean },
): SQL[] {
  const parts: SQL[] = [];
  if (ends.start) parts.push(gte(column, sql.placeholder(`${name}Start`)));
  if (ends.end) parts.push(lte(column, sql.placeholder(`${name}End`)));
  return parts;
}
