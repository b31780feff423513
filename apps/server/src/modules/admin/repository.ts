import { desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cursorText, olderThan, withCursors, type ListCursor } from '../../db/keyset';
import { emailOrEmpty } from '../../db/queries';
import { propertyRequests, reports, users } from '../../db/schema';
import type { PageRequest } from '../../http/cursor';

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

const sender = { id: users.id, name: users.name, email: emailOrEmpty };

/** A page of what users sent (`from`: who), newest first, keyset-paged on (created_at, id). */
async function sentPage<Row extends { id: string }>(
  db: Executor,
  table: typeof reports | typeof propertyRequests,
  from: AnyPgColumn,
  page: PageRequest,
) {
  const rows = await db
    .select({ row: table, sender, cursorAt: cursorText(table.createdAt) })
    .from(table)
    .innerJoin(users, eq(users.id, from))
    .where(page.cursor && olderThan(table.createdAt, table.id, page.cursor))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.limit + 1);
  return withCursors(rows as { row: Row; sender: Sender; cursorAt: string }[]);
}

/** A page of reports, newest first, with who sent each. */
export const reportsPage = (db: Executor, page: PageRequest): Promise<ReportRow[]> =>
  sentPage(db, reports, reports.fromUserId, page);

/** A page of property requests (Post request), newest first, with who asked. */
export const propertyRequestsPage = (
  db: Executor,
  page: PageRequest,
): Promise<PropertyRequestRow[]> =>
  sentPage(db, propertyRequests, propertyRequests.customerId, page);
