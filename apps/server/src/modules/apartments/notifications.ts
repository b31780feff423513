import type { Executor } from '../../db/client';
import { removeNotifications, type NotificationKey } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';

/*
 * The notifications of renting an apartment, each about one record (one card per request, so it
 * can name the apartment and its address): the renter's request to the owner and to admin (spec
 * 2 section 6), the owner's answers to the renter, and the renter's termination request.
 */

type RecordRef = { id: string; renteeId: string };

/** The renter's rent-request to the building's owner and to admin. */
export const requestCards = (record: RecordRef, ownerId: string): NotificationKey[] =>
  [ownerId, null].map((notifierId) => ({
    type: NOTIFICATION_TYPES.rentRequest,
    fromUserId: record.renteeId,
    notifierId,
    about: record.id,
  }));

/** What the owner tells the renter: accepted, declined, vacated. */
export const ownerToRentee = (
  ownerId: string,
  record: RecordRef,
  type: string,
): NotificationKey => ({
  type,
  fromUserId: ownerId,
  notifierId: record.renteeId,
  about: record.id,
});

/**
 * Removes the renter's cards a record's answer settles: its rent-request (the owner's and
 * admin's) and a termination request waiting for the owner. Call it in the answer's transaction.
 */
export async function settleRequestCards(tx: Executor, ownerId: string, record: RecordRef) {
  const fromRenter = { fromUserId: record.renteeId, about: record.id };
  await removeNotifications(tx, {
    ...fromRenter,
    notifierId: ownerId,
    types: [NOTIFICATION_TYPES.rentRequest, NOTIFICATION_TYPES.rentTerminationRequest],
  });
  await removeNotifications(tx, {
    ...fromRenter,
    notifierId: null,
    types: [NOTIFICATION_TYPES.rentRequest],
  });
}
