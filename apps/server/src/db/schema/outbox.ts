import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { QueuedMail } from './queued-mail';
import { createdAt, moment, uuidId } from './columns';

/**
 * Outgoing e-mail, written in the transaction of the change it reports and delivered by the
 * outbox worker (src/outbox). A row is due while neither sent nor dead and its next attempt has
 * come; `locked_until` is the lease of the worker that claimed it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidId(),
    mail: jsonb('mail').$type<QueuedMail>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    sentAt: moment('sent_at'),
    deadAt: moment('dead_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.deadAt} is null`),
    index('mail_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);

/** Timed work run once per cluster: whoever moves next_run_at forward runs it. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: moment('next_run_at').notNull().defaultNow(),
  lastRunAt: moment('last_run_at'),
});
