import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { propertyRequests, reports, users } from '../../db/schema';
import type { ListCursor, PageRequest } from '../../http/cursor';

/*
 * Drizzle only. The console reads what the reports area writes (reports, property_requests);
 * it never writes them.
 */

export type Sender = { id: string; name: string; email: string };
export type ReportRow = typeof reports.$inferSelect & { sender: Sender; cursor: ListCursor };
export type PropertyRequestRow = typeof propertyRequests.$inferSelect & {
  sender: Sender;
  cursor: ListCursor;
};

const cursorText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const after = (createdAt: AnyPgColumn, id: AnyPgColumn, page: PageRequest): SQL | undefined =>
  page.cursor
    ? sql`(${createdAt}, ${id}) < (${page.cursor.createdAt}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;

const sender = { id: users.id, name: users.name, email: users.email };

/** A page of reports, newest first, keyset-paged on (created_at, id), with who sent each. */
export async function reportsPage(db: Executor, page: PageRequest): Promise<ReportRow[]> {
  const rows = await db
    .select({ row: reports, sender, cursorAt: cursorText(reports.createdAt) })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.fromUserId))
    .where(after(reports.createdAt, reports.id, page))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit + 1);
  return rows.map(({ row, sender, cursorAt }) => ({
    ...row,
    sender,
    cursor: { createdAt: cursorAt, id: row.id },
  }));
}

/** A page of property requests (Post request), newest first, with who asked. */
export async function propertyRequestsPage(
  db: Executor,
  page: PageRequest,
): Promise<PropertyRequestRow[]> {
  const rows = await db
    .select({ row: propertyRequests, sender, cursorAt: cursorText(propertyRequests.createdAt) })
    .from(propertyRequests)
    .innerJoin(users, eq(users.id, propertyRequests.customerId))
    .where(after(propertyRequests.createdAt, propertyRequests.id, page))
    .orderBy(desc(propertyRequests.createdAt), desc(propertyRequests.id))
    .limit(page.limit + 1);
  return rows.map(({ row, sender, cursorAt }) => ({
    ...row,
    sender,
    cursor: { createdAt: cursorAt, id: row.id },
  }));
}
