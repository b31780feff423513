import { sql } from 'drizzle-orm';
import type { Seed } from './seed';

/**
 * The demo's pending requests were asked for within the last two days, so they wait in the
 * owners' inboxes at the first start instead of being expired by the first sweep (pending
 * requests expire after REQUEST_EXPIRY_HOURS, 72 by default). Their inbox cards keep their times.
 */
export const pendingRecentSeed: Seed = {
  name: 'pending-recent',
  async run({ tx }) {
    const since = sql`now() - interval '47 hours'`;
    await tx.execute(
      sql`update renting_records set created_at = greatest(created_at, ${since}) where status = 'pending'`,
    );
    await tx.execute(
      sql`update hall_events set created_at = greatest(created_at, ${since}) where status = 'pending'`,
    );
    await tx.execute(
      sql`update hotel_reservations set requested_at = greatest(requested_at, ${since}) where status = 'pending'`,
    );
    await tx.execute(
      sql`update apartment_renting_records set created_at = greatest(created_at, ${since}) where status = 'pending'`,
    );
  },
};
