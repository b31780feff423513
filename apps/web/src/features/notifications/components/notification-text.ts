import {
  ADMIN_NOTIFIER,
  noticeSubject,
  type ListingKind,
  type NotificationWrapper,
} from '@rentals/shared';

/** How each kind of listing is named in a sentence. */
const KIND_NOUNS: Record<ListingKind, string> = {
  Property: 'property',
  Apartment: 'apartment building',
  Hall: 'hall',
  Hotel: 'hotel',
};

type Sentence = (sender: string, listing: string) => string;

/** The sentence of each card type (spec 1 section 2 and 3, spec 2 section 4); spellings kept. */
const SENTENCES: Partial<Record<string, Sentence>> = {
  'rent-request': (s, l) => `${s} wants to rent ${l}`,
  'rent-accepted': (s, l) => `${s} accepted your request to rent ${l}`,
  'rent-accpeted': (s, l) => `${s} accepted your request to rent ${l}`,
  vacated: (s, l) => `${s} marked your rental of ${l} as vacated`,
  completed: (_s, l) => `Your rental of ${l} is completed`,
  'rent-termination': (s, l) => `${s} ended your rental of ${l}`,
  'rent-termination-request': (s, l) => `${s} asks to end the rental of ${l}`,
  'hall-update': (s, l) => `${s} asks to change a booking of ${l}`,
  'hotel-reservation-update': (s, l) => `${s} asks to change a reservation at ${l}`,
  'property-verification-request-declined': (s, l) => `${s} declined the verification of ${l}`,
  'property-verification-request-approved': (s, l) => `${s} verified ${l}`,
  'rent-request-declined': (s, l) => `${s} declined your request to rent ${l}`,
  'request-declined': (s, l) => `${s} declined your request for ${l}`,
  // The system declined it unanswered: to the renter (sent by the system), and to the owner.
  'request-expired': (s, l) =>
    s === ADMIN_NOTIFIER
      ? `Your request for ${l} expired without an answer`
      : `${s}'s request for ${l} expired without an answer`,
  'vacate-request': (s, l) => `${s} asks to vacate ${l}`,
  'property-verification-request': (s, l) => `${s} asks to verify ${l}`,
};

/** Whether admin sent it: admin appears as the sender id 'admin'. */
export const fromAdmin = ({ notification, user }: NotificationWrapper) =>
  notification.from === ADMIN_NOTIFIER || user._id === ADMIN_NOTIFIER;

export const senderName = (wrapper: NotificationWrapper) =>
  fromAdmin(wrapper) ? ADMIN_NOTIFIER : wrapper.user.name.trim() || 'Someone';

/** The listing's name, else 'the house', 'the hall'. */
export function listingName(property: NonNullable<NotificationWrapper['property']>): string {
  const type = typeof property.type === 'string' && property.type.trim();
  return property.name.trim() || `the ${type ? type.toLowerCase() : KIND_NOUNS[property.kind]}`;
}

/**
 * What a sentence says the card is about: the apartment for an apartment request ('apartment A1
 * (2-bedroom apartment) in Daarta Hodan', as its e-mail says), else the listing's name.
 */
export function listingLabel(property: NotificationWrapper['property']): string {
  if (!property) return 'a listing that was removed';
  return noticeSubject(property, listingName(property));
}

/** A type without a card of its own is told by the listing's kind: Hall, Hotel, Property, Apartment. */
function kindSentence(sender: string, property: NotificationWrapper['property']): string {
  if (!property) return `${sender} sent you a notification`;
  const noun = KIND_NOUNS[property.kind] ?? 'listing';
  const name = property.name.trim();
  return `${sender} sent an update about the ${noun}${name ? ` ${name}` : ''}`;
}

/** What the card says, e.g. 'Hodan Cali wants to rent Villa Hodan'. */
export function notificationText(wrapper: NotificationWrapper): string {
  const sender = senderName(wrapper);
  const sentence = SENTENCES[wrapper.notification.type];
  return sentence
    ? sentence(sender, listingLabel(wrapper.property))
    : kindSentence(sender, wrapper.property);
}

/** Requests the recipient answers: these cards expand to Accept and Decline. */
export const EXPANDABLE_TYPES: readonly string[] = [
  'rent-request',
  'rent-termination-request',
  'hall-update',
  'hotel-reservation-update',
];
