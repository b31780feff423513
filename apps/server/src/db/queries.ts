import { and, asc, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isUuid } from '@rentals/shared';
import type { Executor } from './client';
import { users } from './schema';

/*
 * The query shapes that the repositories share, whatever the table: a row inserted, found (by
 * id, locked or not, or by a condition), changed or deleted; rows by ids; a count; the expiry
 * sweep's read; a numbered page; the user cards shown beside things. Each area's repository
 * still says which of its tables and conditions it reads.
 */

/** A table with a uuid id. */
type Keyed = PgTable & { id: AnyPgColumn };
/** A table of requests: an id and a status. */
type Requests = Keyed & { status: AnyPgColumn };
type RowOf<T extends PgTable> = T['$inferSelect'];

/** An account's e-mail as the spec's answers carry it: '' when it has none (a phone account). */
export const emailOrEmpty = sql<string>`coalesce(${users.email}, '')`;

/** The owner's or sender's card shown beside a listing, a request or a notification. */
export const userCard = {
  id: users.id,
  name: users.name,
  picture: users.picture,
  contact: users.contact,
};

/**
 * A renter's or guest's card as their listing's owner sees it: with the e-mail address ('' for
 * an account made with a phone number, which has none).
 */
export const contactCard = { ...userCard, email: emailOrEmpty };

/** How many rows of `table` match `where`. */
export async function countWhere(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Inserts one row and answers it as written. */
export async function insertRow<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
): Promise<RowOf<T>> {
  const [row] = (await db
    .insert(table as PgTable)
    .values(values as never)
    .returning()) as RowOf<T>[];
  return row!;
}

/** The first row of `table` where `where` holds (in no order: for a condition one row meets). */
export async function firstWhere<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
): Promise<RowOf<T> | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return (row as RowOf<T> | undefined) ?? null;
}

/**
 * The row of this id; null for none, or for an id that is no uuid (which the database would
 * refuse). `forUpdate` locks it for the rest of the transaction.
 */
export async function findById<T extends Keyed>(
  db: Executor,
  table: T,
  id: string,
  forUpdate = false,
): Promise<RowOf<T> | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return (row as RowOf<T> | undefined) ?? null;
}

/** Changes the row of `table` where `where` holds; null when there is none. */
export async function updateWhere<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  changes: PgUpdateSetSource<T>,
): Promise<RowOf<T> | null> {
  const [row] = (await db
    .update(table as PgTable)
    .set(changes as never)
    .where(where)
    .returning()) as RowOf<T>[];
  return row ?? null;
}

/** Changes the row of this id; null when there is none. */
export const updateById = <T extends Keyed>(
  db: Executor,
  table: T,
  id: string,
  changes: PgUpdateSetSource<T>,
) => updateWhere(db, table, eq(table.id, id), changes);

/** Deletes the rows of `table` where `where` holds; answers whether any went. */
export async function deleteWhere(db: Executor, table: PgTable, where: SQL | undefined) {
  const gone = await db
    .delete(table)
    .where(where)
    .returning({ gone: sql<number>`1` });
  return gone.length > 0;
}

/** One column of the rows of these ids, by id, in one query; ids of nothing are left out. */
export async function valuesByIds<C extends AnyPgColumn>(
  db: Executor,
  table: Keyed,
  column: C,
  ids: readonly string[],
): Promise<Map<string, C['_']['data']>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, value: column })
    .from(table)
    .where(inArray(table.id, valid));
  return new Map(rows.map((row) => [row.id as string, row.value as C['_']['data']]));
}

/** Rows of these ids, in no order (the inbox's batched look-ups); ids of nothing are skipped. */
export async function rowsByIds<T extends Keyed>(
  db: Executor,
  table: T,
  ids: readonly string[],
): Promise<RowOf<T>[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return (await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, valid))) as RowOf<T>[];
}

/**
 * Requests still pending that were asked for before `before` (by the `since` column), oldest
 * first: the expiry sweep's read, on the table's `<table>_pending_idx`.
 */
export async function stalePending<T extends Requests>(
  db: Executor,
  table: T,
  since: AnyPgColumn,
  before: Date,
  limit: number,
): Promise<RowOf<T>[]> {
  return (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.status, 'pending'), lt(since, before)))
    .orderBy(asc(since))
    .limit(limit)) as RowOf<T>[];
}

/**
 * Changes the request only while its status is one of `from`; null when it was in none of them
 * (of many callers at once, the row lock lets exactly one through).
 */
export const updateWhileIn = <T extends Requests>(
  db: Executor,
  table: T,
  id: string,
  from: readonly string[],
  changes: PgUpdateSetSource<T>,
) => updateWhere(db, table, and(eq(table.id, id), inArray(table.status, [...from])), changes);

/** How many requests made by this user (the `by` column) wait for an answer. */
export const countPendingBy = (db: Executor, table: Requests, by: AnyPgColumn, userId: string) =>
  countWhere(db, table, and(eq(by, userId), eq(table.status, 'pending')));

/** A page numbered from 1. */
export type NumberedPage = { page: number; pageSize: number };

/** The rows of a numbered page: how many to take and how many to skip. */
export const pageWindow = (page: NumberedPage) => ({
  limit: page.pageSize,
  offset: (page.page - 1) * page.pageSize,
});
