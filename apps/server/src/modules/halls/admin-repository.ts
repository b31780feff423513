import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hallAdminEvents } from '../../db/schema/halls';
import { daysBetween, liveOnDay } from './repository';
import {
  countWhere,
  deleteWhere,
  findById,
  insertRow,
  type NumberedPage,
  pageWindow,
} from '../../db/queries';

/* Drizzle only: the admin events of halls (days the owner blocked). */

export type AdminEventRow = typeof hallAdminEvents.$inferSelect;

export const liveAdminEventsOn = (db: Executor, hallId: string, date: string, exceptId?: string) =>
  db
    .select()
    .from(hallAdminEvents)
    .where(liveOnDay(hallAdminEvents, hallId, date, exceptId));

export const insertAdminEvent = (db: Executor, values: typeof hallAdminEvents.$inferInsert) =>
  insertRow(db, hallAdminEvents, values);

export const findAdminEvent = (db: Executor, id: string) => findById(db, hallAdminEvents, id);

export const lockAdminEvent = (db: Executor, id: string) => findById(db, hallAdminEvents, id, true);

export async function setAdminEventStatus(
  db: Executor,
  id: string,
  status: string,
): Promise<AdminEventRow> {
  const [row] = await db
    .update(hallAdminEvents)
    .set({ status })
    .where(eq(hallAdminEvents.id, id))
    .returning();
  return row!;
}

export const deleteAdminEvent = (db: Executor, id: string) =>
  deleteWhere(db, hallAdminEvents, eq(hallAdminEvents.id, id));

export async function adminEventsBetween(
  db: Executor,
  hallId: string,
  from: string,
  to: string,
  liveOnly: boolean,
): Promise<AdminEventRow[]> {
  return db
    .select()
    .from(hallAdminEvents)
    .where(daysBetween(hallAdminEvents, hallId, from, to, liveOnly))
    .orderBy(asc(hallAdminEvents.date), asc(hallAdminEvents.startingTime));
}

/** A hall's admin events, latest day first. */
export async function adminEventsPage(
  db: Executor,
  hallId: string,
  page: NumberedPage,
): Promise<{ rows: AdminEventRow[]; total: number }> {
  const where = eq(hallAdminEvents.hallId, hallId);
  const total = await countWhere(db, hallAdminEvents, where);
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select()
    .from(hallAdminEvents)
    .where(where)
    .orderBy(
      desc(hallAdminEvents.date),
      desc(hallAdminEvents.startingTime),
      desc(hallAdminEvents.id),
    )
    .limit(limit)
    .offset(offset);
  return { rows, total };
}
