import { sql } from 'drizzle-orm';
import { holdMessages, holdProblem, marketDay, type ListingKind } from '@rentals/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';

/*
 * The limits on holds (issue 15), for every kind of listing: how far ahead a day may be asked
 * for, how long a hotel stay may be, and how many requests one renter may keep waiting per kind.
 * Defaults in packages/shared (holds.ts), figures from the configuration.
 */

/** Today in Mogadishu, 'YYYY-MM-DD': bookings before it are refused, deletes count from it. */
export const today = () => marketDay();

/**
 * Refuses, with 400 and a clear message, a day more than MAX_DAYS_AHEAD ahead of `today` and,
 * with a check-out, a stay longer than MAX_STAY_NIGHTS.
 */
export function assertHoldWithinLimits(
  config: Config,
  today: string,
  firstDay: string,
  checkOut?: string,
): void {
  const limits = { maxDaysAhead: config.maxDaysAhead, maxStayNights: config.maxStayNights };
  const problem = holdProblem(limits, today, firstDay, checkOut);
  if (problem) throw badRequest(problem);
}

/**
 * Refuses, with 409 and a clear message, a new request from a renter who already has
 * MAX_PENDING_REQUESTS of this kind waiting. Call in the transaction that writes the request,
 * after its listing's own guard: the lock on (renter, kind) lets one of a renter's requests count
 * at a time, so requests sent at once cannot all slip under the cap.
 */
export async function assertPendingBelowCap(
  tx: Executor,
  config: Config,
  renterId: string,
  kind: ListingKind,
  countPending: (tx: Executor) => Promise<number>,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pending|${kind}|${renterId}`}))`);
  if ((await countPending(tx)) >= config.maxPendingRequests)
    throw conflict(holdMessages.tooManyPending(config.maxPendingRequests));
}

/** How many stale requests one expiry step reads and declines. */
const EXPIRY_BATCH = 100;

/**
 * Declines a kind's stale pending requests a batch at a time: `stale` reads up to `limit` of
 * them, `expireOne` declines one, each in its own transaction (false when an answer or another
 * sweep got there first). Answers how many it declined.
 */
export async function expireInBatches<Row>(
  stale: (limit: number) => Promise<Row[]>,
  expireOne: (row: Row) => Promise<boolean>,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await stale(EXPIRY_BATCH);
    let declined = 0;
    for (const row of batch) if (await expireOne(row)) declined++;
    expired += declined;
    // A short batch was the last; a full one that changed nothing was all taken by another sweep.
    if (batch.length < EXPIRY_BATCH || declined === 0) return expired;
  }
}
