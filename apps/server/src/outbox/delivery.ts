import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MailMessage, Mailer } from '../mail/mailer';
import { SmsRefused, type SmsSender } from '../sms/sender';
import type { QueuedMail } from './mail-queue';
import { claimDueMails, markDead, markRetry, markSent, type OutboxRow } from './repository';

/**
 * How each kind of queued mail becomes a message at delivery; null when there is nothing to send
 * any more (the recipient's account is gone).
 */
export type MailRenderers = {
  [K in Exclude<QueuedMail['kind'], 'sms'>]: (
    mail: Extract<QueuedMail, { kind: K }>,
  ) => Promise<MailMessage | null>;
};

/** What the outbox uses of the app's deps (app.ts passes them; the outbox sits below deps.ts). */
export type OutboxDeps = { db: Db; config: Config; mailer: Mailer; sms: SmsSender };

/** Mails claimed at a time by one instance. */
const BATCH = 20;
/**
 * How long a claim holds. Longer than any SMTP exchange can take (nodemailer gives up on a
 * silent socket after 10 minutes), so a live worker's claim never runs out mid-send; a dead
 * worker's mails wait this long before another instance retakes them.
 */
export const MAIL_LEASE_MS = 15 * 60_000;
/** The longest wait between two tries. */
const MAX_RETRY_MS = 3_600_000;

/** Exponential backoff: the first retry after `firstMs`, doubling, at most an hour. */
export const retryDelayMs = (attempts: number, firstMs: number) =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

function render(
  renderers: MailRenderers,
  mail: Exclude<QueuedMail, { kind: 'sms' }>,
): Promise<MailMessage | null> {
  switch (mail.kind) {
    case 'message':
      return renderers.message(mail);
    case 'notice':
      return renderers.notice(mail);
  }
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Claims and sends one batch of due mails; answers whether the batch was full (more may be due).
 * A mail is marked sent
 * only after the SMTP server accepted it; a failure is retried with backoff until its last
 * attempt, then kept as a dead letter and logged.
 */
export async function deliverDueMails(
  deps: OutboxDeps,
  renderers: MailRenderers,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const rows = await claimDueMails(deps.db, BATCH, MAIL_LEASE_MS);
  await Promise.all(rows.map((row) => deliverOne(deps, renderers, row, log)));
  return rows.length === BATCH;
}

async function deliverOne(
  deps: OutboxDeps,
  renderers: MailRenderers,
  row: OutboxRow,
  log: FastifyBaseLogger,
) {
  if (row.mail.kind === 'sms') return deliverSms(deps, row, row.mail.sms, log);
  try {
    const message = await render(renderers, row.mail);
    if (!message) {
      await markDead(deps.db, row.id, 'nothing to send any more: the recipient is gone');
      log.warn({ mail: row.id }, 'queued e-mail dropped: nothing to send any more');
      return;
    }
    await deps.mailer.send(message);
  } catch (err) {
    await failed(deps, row, err, log);
    return;
  }
  await markSent(deps.db, row.id);
}

/**
 * An SMS alert: sent once the SMSC accepted every part. A number or day the deployment will not
 * send to (SmsRefused) is given up at once: retrying would not change it, and the inbox has the
 * alert anyway.
 */
async function deliverSms(
  deps: OutboxDeps,
  row: OutboxRow,
  sms: { to: string; text: string },
  log: FastifyBaseLogger,
) {
  try {
    await deps.sms.send({ ...sms, kind: 'alert' });
  } catch (err) {
    if (err instanceof SmsRefused) {
      await markDead(deps.db, row.id, err.message);
      log.warn({ mail: row.id, reason: err.reason }, 'SMS alert not sent');
      return;
    }
    await failed(deps, row, err, log);
    return;
  }
  await markSent(deps.db, row.id);
}

async function failed(deps: OutboxDeps, row: OutboxRow, err: unknown, log: FastifyBaseLogger) {
  const error = errorText(err);
  if (row.attempts >= deps.config.mailMaxAttempts) {
    await markDead(deps.db, row.id, error);
    log.error({ err, mail: row.id, attempts: row.attempts }, 'e-mail given up (dead letter)');
    return;
  }
  const retryInMs = retryDelayMs(row.attempts, deps.config.mailRetrySeconds * 1000);
  await markRetry(deps.db, row.id, error, retryInMs);
  log.warn({ err, mail: row.id, attempts: row.attempts, retryInMs }, 'e-mail failed, will retry');
}
