import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { countPendingBy, findById, insertRow, stalePending, updateWhileIn } from '../../db/queries';

/** A table of requests: an id, a status and when it last changed. */
type RequestTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn; updatedAt: AnyPgColumn };

/** A column of the table, by the name its rows carry it under. */
type ColumnName<T extends PgTable> = keyof T['$inferSelect'] & keyof T;

/**
 * What every flow reads and writes of its table of requests alike (Drizzle only): a new request;
 * one by id, locked or not; a change while it is in one of some statuses; a renter's waiting
 * requests; the stale ones. `requester` names the column of who asked, `since` the time its
 * expiry counts from (default created_at; the table's `<table>_pending_idx` covers it).
 */
export function requestRows<T extends RequestTable>(
  table: T,
  columns: { requester: ColumnName<T>; since?: ColumnName<T> },
) {
  type Row = T['$inferSelect'];
  const column = (name: ColumnName<T>) => table[name] as AnyPgColumn;
  return {
    insert: (db: Executor, values: T['$inferInsert']) => insertRow(db, table, values),
    find: (db: Executor, id: string) => findById(db, table, id),
    /** the request locked for the rest of the transaction: of two answers at once, one goes first */
    lock: (tx: Executor, id: string) => findById(tx, table, id, true),
    /** changes it while its status is one of `from`; null when it is in none (lost a race) */
    update: (
      tx: Executor,
      id: string,
      from: readonly string[],
      changes: Partial<T['$inferInsert']>,
    ): Promise<Row | null> =>
      updateWhileIn(tx, table, id, from, { ...changes, updatedAt: sql`now()` } as never),
    requesterOf: (row: Row) => row[columns.requester] as string,
    countPending: (db: Executor, renterId: string) =>
      countPendingBy(db, table, column(columns.requester), renterId),
    stale: (db: Executor, before: Date, limit: number) =>
      stalePending(
        db,
        table,
        column(columns.since ?? ('createdAt' as ColumnName<T>)),
        before,
        limit,
      ),
  };
}
