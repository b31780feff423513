import { apartmentRequestLabel } from './apartments';
import type { z } from 'zod';
import type { notificationWrapperAnswer, unreadCountAnswer } from './answers/notifications';

/**
 * Notification types (spec 1 sections 3 and 4, spec 2 section 3). Spellings are the spec's; the
 * inbox falls back on the listing's kind for any type it has no card for.
 */
export const NOTIFICATION_TYPES = {
  rentRequest: 'rent-request',
  rentAccepted: 'rent-accepted',
  requestDeclined: 'request-declined',
  rentRequestDeclined: 'rent-request-declined',
  vacated: 'vacated',
  completed: 'completed',
  rentTermination: 'rent-termination',
  rentTerminationRequest: 'rent-termination-request',
  vacateRequest: 'vacate-request',
  verificationRequest: 'property-verification-request',
  verificationDeclined: 'property-verification-request-declined',
  /** To the owner from admin: the listing is verified now (a decline already told them). */
  verificationApproved: 'property-verification-request-approved',
  hallUpdate: 'hall-update',
  hotelReservationUpdate: 'hotel-reservation-update',
  /**
   * A pending request the owner did not answer in time, declined by the system: to the renter
   * from the system (no sender), and to the owner from the renter.
   */
  requestExpired: 'request-expired',
  /**
   * To a renter from the system: a listing matches one of their saved searches (issue 35), told
   * with the search's daily digest; about the listing.
   */
  savedSearchMatch: 'saved-search-match',
} as const;

/** The socket.io event that tells a user's open tabs 'something new' (the inbox is the database). */
export const NOTIFICATION_EVENT = 'notification';

/** The notifier value that addresses admin; stored as a null notifier. */
export const ADMIN_NOTIFIER = 'admin';

/** One card of the inbox: the notification, who sent it, and what it is about (answers/notifications.ts). */
export type NotificationWrapper = z.output<typeof notificationWrapperAnswer>;

/** Requests a renter sends to the listing's owner: their cards and e-mails carry the number. */
export const REQUESTS_TO_OWNER: readonly string[] = [
  NOTIFICATION_TYPES.rentRequest,
  NOTIFICATION_TYPES.rentTerminationRequest,
  NOTIFICATION_TYPES.hallUpdate,
  NOTIFICATION_TYPES.hotelReservationUpdate,
];

/**
 * What a card and its e-mail say the notification is about: for an apartment request, the
 * apartment ('apartment A-12 (2-bedroom apartment) in Daarta Hodan'); else the listing's name.
 */
export function noticeSubject(
  property: NonNullable<NotificationWrapper['property']>,
  listingName: string,
): string {
  const { apartment_address: address, apartment_type: type } = property;
  return typeof address === 'string' && typeof type === 'string'
    ? apartmentRequestLabel({
        apartment_address: address,
        apartment_type: type,
        building: listingName,
      })
    : listingName;
}

/** Answer of GET /notifications/unread-count. */
export type UnreadCount = z.output<typeof unreadCountAnswer>;
