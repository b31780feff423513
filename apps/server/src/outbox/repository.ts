import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { mailOutbox, scheduledJobs } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const now = sql`now()`;
const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Claims up to `limit` due mails for `leaseMs` and counts the attempt. SKIP LOCKED lets several
 * instances claim at once without waiting on or taking each other's rows; the lease (not a
 * held lock) marks a claimed row, so a worker that dies mid-send loses it when the lease ends.
 * The same SQL runs on PGlite, whose single connection makes the lock moot.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.deadAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: later(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * When the next queued mail falls due (its next attempt, or the end of the lease it is under),
 * or null when nothing waits: the worker sleeps until then rather than a whole poll.
 */
export async function nextMailDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<string | null>`min(greatest(${mailOutbox.nextAttemptAt}, ${mailOutbox.lockedUntil}))`,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt)));
  return row?.at ? new Date(row.at) : null;
}

/** The SMTP server accepted it: never sent again. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Failed this time: due again after `retryInMs`. */
export async function markRetry(db: Db, id: string, error: string, retryInMs: number) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: later(retryInMs), lockedUntil: null, lastError: error })
    .where(eq(mailOutbox.id, id));
}

/** Given up: kept as a dead letter (logged) and never tried again. */
export async function markDead(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ deadAt: now, lockedUntil: null, lastError: error })
    .where(eq(mailOutbox.id, id));
}

/** Drops sent mail older than `sentDays` and dead letters older than `deadDays`. */
export async function purgeOldMails(db: Db, sentDays: number, deadDays: number): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      or(
        and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, later(-sentDays * 86_400_000))),
        and(isNotNull(mailOutbox.deadAt), lt(mailOutbox.deadAt, later(-deadDays * 86_400_000))),
      ),
    );
}

/**
 * Claims this period's run of a timed job for the whole cluster: of any number of instances
 * asking at once, one moves next_run_at forward and runs it (the row lock makes the others
 * re-read the moved time and find it not due). The row is made on first use, due at once.
 */
export async function claimJobRun(db: Executor, name: string, everyMs: number): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({ nextRunAt: later(everyMs), lastRunAt: now })
    .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.nextRunAt, now)))
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}
