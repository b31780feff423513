import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { noteMailQueued } from '../realtime/outbox';

/**
 * What a notification e-mail reports, kept as facts and rendered at delivery: the names, the
 * listing and (later) the recipient's language are read then, so a renamed or deleted listing
 * never makes a queued mail fail.
 */
export type NoticeFacts = {
  notificationType: string;
  fromUserId: string | null;
  notifierId: string;
  about: string;
};

/** One queued e-mail: a message ready to send, or the facts of a notification. */
export type QueuedMail =
  { kind: 'message'; message: MailMessage } | { kind: 'notice'; notice: NoticeFacts };

/**
 * Queues an e-mail in the caller's transaction: it goes out once that commits (the worker is
 * woken after the request), with retries, and never if it rolls back.
 */
export async function enqueue(db: Executor, mail: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values({ mail });
  noteMailQueued();
}

/**
 * Queues a ready message (say, 'your address changed' to the old address) in the caller's
 * transaction, for any area that must not lose a mail when SMTP is down or the process stops.
 */
export const enqueueMail = (db: Executor, message: MailMessage) =>
  enqueue(db, { kind: 'message', message });
