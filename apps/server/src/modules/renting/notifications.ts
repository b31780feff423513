import { NOTIFICATION_TYPES } from '../notifications/types';
import type { NotificationKey } from '../notifications/service';

/** The notifications of the renting flow: between renter and owner, about the property. */
type Parties = { propertyId: string; ownerId: string; renteeId: string };

/** The renter's request in the owner's inbox. */
export const rentRequestFrom = (p: Parties): NotificationKey => ({
  type: NOTIFICATION_TYPES.rentRequest,
  fromUserId: p.renteeId,
  notifierId: p.ownerId,
  about: p.propertyId,
});

/** What the owner tells the renter: accepted, declined, vacated. */
export const ownerToRentee = (p: Parties, type: string): NotificationKey => ({
  type,
  fromUserId: p.ownerId,
  notifierId: p.renteeId,
  about: p.propertyId,
});

/** The renter's notifications to the owner that an answer settles. */
export const renteeRequests = (p: Parties, types: readonly string[]) => ({
  types,
  fromUserId: p.renteeId,
  notifierId: p.ownerId,
  about: p.propertyId,
});
