import type { Tx } from '../client';
import type { Storage } from '../../storage/storage';
import { users as usersTable, type UserRow } from '../schema';
import { DEMO_USERS, type DemoUserKey } from './demo-users';
import { apartmentsSeed } from './apartments';
import { hallsSeed } from './halls';
import { hotelsSeed } from './hotels';
import { notificationsSeed } from './notifications';
import { pendingRecentSeed } from './pending-recent';
import { propertiesSeed } from './properties';
import type { Seed } from './seed';

export type { Seed, SeedContext } from './seed';

export const demoSeeds: Seed[] = [
  propertiesSeed,
  notificationsSeed,
  apartmentsSeed,
  hallsSeed,
  hotelsSeed,
  pendingRecentSeed,
];

/** Loads the demo marketplace in one transaction: all of it or none. */
export async function seedDemoData(
  db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> },
  storage: Storage,
) {
  await db.transaction(async (tx) => {
    const users = {} as Record<DemoUserKey, UserRow>;
    for (const [key, values] of Object.entries(DEMO_USERS) as [
      DemoUserKey,
      (typeof DEMO_USERS)[DemoUserKey],
    ][]) {
      const [row] = await tx
        .insert(usersTable)
        .values(values)
        .onConflictDoNothing({ target: usersTable.email })
        .returning();
      if (!row) throw new Error(`demo user ${values.email} already exists`);
      users[key] = row;
    }
    for (const seed of demoSeeds) await seed.run({ tx, storage, users });
  });
}
