import { and, count, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { smsMessages } from '../db/schema';
import type { Receipt } from './transport';

export type SmsKind = (typeof smsMessages.$inferInsert)['kind'];

/** Receipt states that end a message undelivered (SMPP 3.4 appendix B). */
const FAILED_STATES = ['UNDELIV', 'EXPIRED', 'REJECTD', 'DELETED', 'UNKNOWN'];

/** The start of today, UTC: the daily ceiling's day. */
export const startOfDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export async function recordSent(
  db: Executor,
  sms: { to: string; kind: SmsKind; messageIds: string[] },
) {
  await db.insert(smsMessages).values({ ...sms, parts: sms.messageIds.length });
}

/** SMS handed to the SMSC today (UTC), against the daily ceiling. */
export async function countSentToday(db: Executor, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsMessages)
    .where(gte(smsMessages.createdAt, startOfDay(now)));
  return row?.n ?? 0;
}

/**
 * A receipt for one part: DELIVRD marks the SMS delivered unless a part already failed; a
 * failure state marks it failed; an interim state (ENROUTE, ACCEPTD) changes nothing.
 */
export async function recordReceipt(db: Db, receipt: Receipt): Promise<boolean> {
  const failed = FAILED_STATES.includes(receipt.state);
  if (!failed && receipt.state !== 'DELIVRD') return false;
  const updated = await db
    .update(smsMessages)
    .set({
      status: failed
        ? 'failed'
        : sql`case when ${smsMessages.status} = 'failed' then 'failed' else 'delivered' end`,
      receiptState: receipt.state,
      receiptAt: new Date(),
    })
    .where(sql`${smsMessages.messageIds} @> ${JSON.stringify([receipt.messageId])}::jsonb`)
    .returning({ id: smsMessages.id });
  return updated.length > 0;
}

/** Sent, delivered and failed SMS per UTC day since `since`, newest first (the admin console). */
export async function smsDays(db: Executor, since: Date) {
  const day = sql<string>`to_char(${smsMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      sent: count(),
      delivered: sql<number>`count(*) filter (where ${smsMessages.status} = 'delivered')`.mapWith(
        Number,
      ),
      failed: sql<number>`count(*) filter (where ${smsMessages.status} = 'failed')`.mapWith(Number),
    })
    .from(smsMessages)
    .where(and(gte(smsMessages.createdAt, since)))
    .groupBy(day)
    .orderBy(sql`1 desc`);
}
