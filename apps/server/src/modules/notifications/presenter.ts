import type { NotificationWrapper } from '@rentals/shared';
import type { InboxRow } from './repository';
import { ADMIN_NOTIFIER } from './types';

export type InboxListing = NonNullable<NotificationWrapper['property']>;

/** Admin as a sender: the inbox shows its own avatar for it. */
const ADMIN_SENDER = { _id: ADMIN_NOTIFIER, name: ADMIN_NOTIFIER, picture: '' };

/**
 * One inbox card (spec 1 section 3 "Notification"); null stands for admin on the wire. The
 * sender's contact is never copied from the row: only `renterContact`, decided for the reader.
 */
export const presentNotification = (
  row: InboxRow,
  listing: InboxListing | null,
  renterContact?: string,
): NotificationWrapper => ({
  notification: {
    _id: row.id,
    type: row.type,
    from: row.fromUserId ?? ADMIN_NOTIFIER,
    notifier: row.notifierId ?? ADMIN_NOTIFIER,
    about: row.about,
    created_date: row.createdAt.toISOString(),
    read: row.readAt !== null,
  },
  user: row.sender
    ? { _id: row.sender.id, name: row.sender.name, picture: row.sender.picture }
    : ADMIN_SENDER,
  property: listing,
  ...(renterContact ? { renter_contact: renterContact } : {}),
});
