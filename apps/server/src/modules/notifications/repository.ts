import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Who and what a notification is: null from or notifier means admin. */
export type NotificationKey = {
  type: string;
  fromUserId: string | null;
  notifierId: string | null;
  about: string;
};

const sameUser = (column: AnyPgColumn, id: string | null) =>
  id === null ? isNull(column) : eq(column, id);

const matching = (key: NotificationKey): SQL =>
  and(
    eq(notifications.type, key.type),
    sameUser(notifications.fromUserId, key.fromUserId),
    sameUser(notifications.notifierId, key.notifierId),
    eq(notifications.about, key.about),
  )!;

/** Inserts unless the same notification exists (notifications_once_idx); null when it did. */
export async function insertNotification(
  db: Executor,
  key: NotificationKey,
): Promise<NotificationRow | null> {
  const [row] = await db.insert(notifications).values(key).onConflictDoNothing().returning();
  return row ?? null;
}

/** Brings an existing notification back to the top of the inbox, unread. */
export async function touchNotification(
  db: Executor,
  key: NotificationKey,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ createdAt: sql`now()`, readAt: null })
    .where(matching(key))
    .returning();
  return row ?? null;
}

/** Deletes the notifications of these types between these users about one thing. */
export async function deleteNotifications(
  db: Executor,
  match: Omit<NotificationKey, 'type'> & { types: readonly string[] },
): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        inArray(notifications.type, [...match.types]),
        sameUser(notifications.fromUserId, match.fromUserId),
        sameUser(notifications.notifierId, match.notifierId),
        eq(notifications.about, match.about),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationExists(db: Executor, key: NotificationKey): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(matching(key))
    .limit(1);
  return row !== undefined;
}

export async function deleteNotificationsAbout(db: Executor, about: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.about, about));
}
