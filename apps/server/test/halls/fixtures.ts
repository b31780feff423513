import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { hallAdminEvents, hallEvents, notifications } from '../../src/db/schema';

/*
 * Hall rows as the hall tests read them back. Not a test file (no .test.ts): the hall test
 * files share it. The halls and their events are built in support/factories.ts.
 */

export const eventRows = (db: Executor, hallId: string) =>
  db.select().from(hallEvents).where(eq(hallEvents.hallId, hallId));
export const eventRow = async (db: Executor, id: string) =>
  (await db.select().from(hallEvents).where(eq(hallEvents.id, id)))[0]!;
export const adminRows = (db: Executor, hallId: string) =>
  db.select().from(hallAdminEvents).where(eq(hallAdminEvents.hallId, hallId));

export const cardsAbout = (db: Executor, about: string) =>
  db
    .select({
      id: notifications.id,
      type: notifications.type,
      from: notifications.fromUserId,
      notifier: notifications.notifierId,
    })
    .from(notifications)
    .where(eq(notifications.about, about));
