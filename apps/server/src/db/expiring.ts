import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * A transaction of the expiry sweep: the requests it declines are recorded as answered
 * 'expired', not 'declined' (the trigger request_answer_follow of migration 0019 reads the
 * transaction-local setting), so an owner's charts tell the two apart.
 */
export function expiringTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('rentals.expiring', 'on', true)`);
    return work(tx);
  });
}
