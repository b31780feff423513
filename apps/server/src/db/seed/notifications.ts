import { and, asc, eq } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@rentals/shared';
import { notifications, rentingProperties, rentingRecords } from '../schema';
import { HOUR, type Seed } from './seed';

/** How many of the demo owner's unverified listings wait for the admin's verification. */
const VERIFICATION_REQUESTS = 2;

/**
 * The inboxes of the demo marketplace: each pending request in its owner's inbox (as the
 * request call would have left it), and a couple of the demo owner's unverified listings
 * waiting in the admin console.
 */
export const notificationsSeed: Seed = {
  name: 'notifications',
  async run({ tx, users }) {
    const pending = await tx
      .select({
        propertyId: rentingProperties.id,
        ownerId: rentingProperties.ownerId,
        renteeId: rentingRecords.renteeId,
        since: rentingRecords.createdAt,
      })
      .from(rentingProperties)
      .innerJoin(rentingRecords, eq(rentingRecords.id, rentingProperties.rentingRecordId))
      .where(eq(rentingProperties.status, 'pending'));
    const unverified = await tx
      .select({ id: rentingProperties.id })
      .from(rentingProperties)
      .where(
        and(
          eq(rentingProperties.ownerId, users.owner.id),
          eq(rentingProperties.verified, false),
          eq(rentingProperties.status, ''),
        ),
      )
      .orderBy(asc(rentingProperties.createdAt))
      .limit(VERIFICATION_REQUESTS);
    const now = Date.now();
    await tx.insert(notifications).values([
      ...pending.map((p) => ({
        type: NOTIFICATION_TYPES.rentRequest,
        fromUserId: p.renteeId,
        notifierId: p.ownerId,
        about: p.propertyId,
        createdAt: p.since,
      })),
      ...unverified.map((listing, i) => ({
        type: NOTIFICATION_TYPES.verificationRequest,
        fromUserId: users.owner.id,
        notifierId: null,
        about: listing.id,
        createdAt: new Date(now - (i + 1) * 5 * HOUR),
      })),
    ]);
  },
};
