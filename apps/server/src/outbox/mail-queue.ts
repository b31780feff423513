import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import type { QueuedMail } from '../db/schema/queued-mail';
import { noteMailQueued } from '../realtime/outbox';

export type { NoticeFacts, QueuedMail } from '../db/schema/queued-mail';

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

/** Queues an SMS alert in the caller's transaction (to an E.164 number), like a mail. */
export const enqueueSms = (db: Executor, sms: { to: string; text: string }) =>
  enqueue(db, { kind: 'sms', sms });
