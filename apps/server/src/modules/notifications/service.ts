import type { Executor } from '../../db/client';
import {
  deleteNotificationById,
  deleteNotifications,
  deleteNotificationsAbout,
  findNotification,
  insertNotification,
  notificationExists,
  touchNotification,
  type NotificationKey,
  type NotificationRow,
} from './repository';
import { queueNoticeMail } from './mails';
import { queueNoticeSms } from './sms';
import { NOTIFICATION_TYPES } from './types';

export type { NotificationKey, NotificationRow } from './repository';

/**
 * Writes a notification once: answers 'existed' when the same type, sender, notifier and subject
 * is already there (the unique index decides, so two at once still make one). Pass the
 * transaction of the write it belongs to: its e-mail, if the type has one, is queued in it, and
 * its SMS for a person who wants alerts by SMS.
 */
export async function createNotification(
  tx: Executor,
  key: NotificationKey,
): Promise<'success' | 'existed'> {
  const row = await insertNotification(tx, key);
  if (!row) return 'existed';
  await queueNoticeMail(tx, row);
  await queueNoticeSms(tx, row);
  return 'success';
}

/**
 * Writes a notification the server sends as the result of an action (accepted, declined,
 * vacated). The same news told again about the same subject, say a second tenancy of the same
 * house, brings the earlier card back to the top, unread, instead of being dropped.
 */
export async function sendNotification(tx: Executor, key: NotificationKey): Promise<void> {
  const row = (await insertNotification(tx, key)) ?? (await touchNotification(tx, key));
  if (row) {
    await queueNoticeMail(tx, row);
    await queueNoticeSms(tx, row);
  }
}

/** Removes notifications answered or made moot by an action (an accepted rent request). */
export async function removeNotifications(
  tx: Executor,
  match: Omit<NotificationKey, 'type'> & { types: readonly string[] },
): Promise<number> {
  return deleteNotifications(tx, match);
}

/** Removes every notification about a listing; whoever deletes a listing calls it in its transaction. */
export async function removeNotificationsAbout(tx: Executor, about: string): Promise<void> {
  await deleteNotificationsAbout(tx, about);
}

/** Whether the owner has already asked admin to verify this listing (the request is one-time). */
export async function isVerificationRequested(
  db: Executor,
  listing: { id: string; ownerId: string },
): Promise<boolean> {
  return notificationExists(db, {
    type: NOTIFICATION_TYPES.verificationRequest,
    fromUserId: listing.ownerId,
    notifierId: null,
    about: listing.id,
  });
}

/** One notification by id, or null; for answers that check who may give them first. */
export async function findNotificationById(
  db: Executor,
  id: string,
): Promise<NotificationRow | null> {
  return findNotification(db, id);
}

/**
 * Answers a notification by deleting it in the answer's transaction: the row while it is still
 * there and of `type`, null when it is not (someone answered it meanwhile). Throw then, so the
 * answer rolls back and a double answer changes nothing.
 */
export async function takeNotification(
  tx: Executor,
  id: string,
  type: string,
): Promise<NotificationRow | null> {
  return deleteNotificationById(tx, id, type);
}

/**
 * Tells both sides that a pending request expired unanswered and the system declined it: the
 * renter (from the system) and the owner (from the renter), in the inbox and by e-mail. `about`
 * is what the request's cards are about (the listing, the hall event, the reservation).
 */
export async function notifyRequestExpired(
  tx: Executor,
  parties: { renteeId: string; ownerId: string; about: string },
): Promise<void> {
  const type = NOTIFICATION_TYPES.requestExpired;
  const { renteeId, ownerId, about } = parties;
  await sendNotification(tx, { type, fromUserId: null, notifierId: renteeId, about });
  await sendNotification(tx, { type, fromUserId: renteeId, notifierId: ownerId, about });
}
