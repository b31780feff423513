import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cursorText, olderThan, withCursors, type ListCursor } from '../../db/keyset';
import { userCard } from '../../db/queries';
import { notifications, removedNotifications, users } from '../../db/schema';
import { noteNotificationChange } from '../../realtime/outbox';
import type { PageRequest } from '../../http/cursor';

export type NotificationRow = typeof notifications.$inferSelect;

/*
 * Drizzle only. Every write and delete is noted in the request's outbox, so the live event goes
 * out once the transaction has committed (realtime/outbox.ts); e-mail is queued durably by the
 * service (mails.ts).
 */
const noted = <R extends NotificationRow | undefined>(change: 'written' | 'removed', row: R): R => {
  if (row) noteNotificationChange({ change, ...row });
  return row;
};

/**
 * Notes removed rows for the live event and remembers them by id and recipient, in the same
 * transaction, so a later delete of one by its recipient answers success (wasRemovedFor).
 */
async function removed(db: Executor, rows: NotificationRow[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return rows;
  for (const row of rows) noted('removed', row);
  await db
    .insert(removedNotifications)
    .values(rows.map((row) => ({ id: row.id, notifierId: row.notifierId })))
    .onConflictDoNothing();
  return rows;
}

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
  return noted('written', row) ?? null;
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
  return noted('written', row) ?? null;
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
    .returning();
  return (await removed(db, rows)).length;
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
  const rows = await db.delete(notifications).where(eq(notifications.about, about)).returning();
  await removed(db, rows);
}

export async function findNotification(db: Executor, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

/**
 * Deletes one notification, only while it is of `type` (when given); answers the row, or null
 * when it was already gone (answered meanwhile): of two answers at once, one gets the row.
 */
export async function deleteNotificationById(
  db: Executor,
  id: string,
  type?: string,
): Promise<NotificationRow | null> {
  const [row] = await db
    .delete(notifications)
    .where(
      and(eq(notifications.id, id), type === undefined ? undefined : eq(notifications.type, type)),
    )
    .returning();
  if (!row) return null;
  await removed(db, [row]);
  return row;
}

/** Whether notification `id` was removed while it was `notifierId`'s (null: admin's). */
export async function wasRemovedFor(
  db: Executor,
  id: string,
  notifierId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: removedNotifications.id })
    .from(removedNotifications)
    .where(
      and(eq(removedNotifications.id, id), sameUser(removedNotifications.notifierId, notifierId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Forgets removals older than `before` (the hourly purge). */
export async function purgeRemovedNotifications(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(removedNotifications)
    .where(lt(removedNotifications.removedAt, before))
    .returning({ id: removedNotifications.id });
  return rows.length;
}

/** created_at as UTC text to the microsecond: the keyset position of a card. */

export type InboxRow = NotificationRow & {
  /** the sender; their contact is read for the cards whose listing the reader owns only */
  sender: { id: string; name: string; picture: string; contact: string } | null;
  cursor: ListCursor;
};

/**
 * One page of a notifier's inbox (null: admin's), newest first, keyset-paged on (created_at,
 * id) along notifications_notifier_idx, with each sender read in the same query. Fetches
 * limit + 1 rows.
 */
export async function inboxPage(
  db: Executor,
  notifierId: string | null,
  page: PageRequest,
  types?: readonly string[],
): Promise<InboxRow[]> {
  const where: SQL[] = [sameUser(notifications.notifierId, notifierId)];
  if (types) where.push(inArray(notifications.type, [...types]));
  if (page.cursor) where.push(olderThan(notifications.createdAt, notifications.id, page.cursor));
  const rows = await db
    .select({
      row: notifications,
      sender: userCard,
      cursorAt: cursorText(notifications.createdAt),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.fromUserId))
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
  return withCursors(rows);
}

export async function countUnread(db: Executor, notifierId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.notifierId, notifierId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markAllRead(db: Executor, notifierId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.notifierId, notifierId), isNull(notifications.readAt)));
}

export type DeliveryRow = { id: string; createdAt: Date };

/**
 * The notifications among `ids` that exist now: what the dispatcher needs to tell which of a
 * request's notes committed (one query for the whole request).
 */
export async function findDeliveries(db: Executor, ids: readonly string[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: notifications.id, createdAt: notifications.createdAt })
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
}

const recipient = alias(users, 'recipient');
const sender = alias(users, 'sender');

/**
 * Who receives a notification e-mail and who sent it, as they are now (one query): a null
 * recipient when that account is gone, a null sender name and contact for the system.
 */
export async function findMailParties(
  db: Executor,
  notifierId: string,
  fromUserId: string | null,
): Promise<{
  recipient: { email: string | null; name: string; language: string | null } | null;
  senderName: string | null;
  senderContact: string | null;
}> {
  const [row] = await db
    .select({
      recipient: { email: recipient.email, name: recipient.name, language: recipient.language },
      senderName: sender.name,
      senderContact: sender.contact,
    })
    .from(recipient)
    .leftJoin(sender, fromUserId === null ? sql`false` : eq(sender.id, fromUserId))
    .where(eq(recipient.id, notifierId));
  return row ?? { recipient: null, senderName: null, senderContact: null };
}

/**
 * A condition other areas put in their own queries: a notification of this type about the row's
 * id exists (a waiting termination request of a hall event, say). One indexed probe per row,
 * and the notifications table stays this area's.
 */
export const hasNotificationAbout = (type: string, about: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${notifications} where ${notifications.about} = ${about}::text and ${notifications.type} = ${type})`;
