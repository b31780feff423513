import type { MailMessage } from '../../mail/mailer';

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

/**
 * One queued e-mail: a message ready to send, or the facts of a notification; or an SMS alert
 * (issue 34), which rides the same outbox: written in the change's transaction, retried with
 * backoff while the SMSC is unreachable, a dead letter after the last try, sent once.
 */
export type QueuedMail =
  | { kind: 'message'; message: MailMessage }
  | { kind: 'notice'; notice: NoticeFacts }
  | { kind: 'sms'; sms: { to: string; text: string } };
