import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apartmentValueIn, noticeListingTitleIn } from '../../../shared/i18n/labels';
import { ADMIN_NOTIFIER, KIND_FACTS, type NotificationWrapper } from '@rentals/shared';

/**
 * 'the house', 'the hall': a listing without a name, by its stored type or its kind. The spec's
 * wording is 'the ' and the type lower-cased; a type not listed here reads so in every language.
 */
const THE_NOUN: Record<string, MessageDescriptor> = {
  house: msg`the house`,
  apartment: msg`the apartment`,
  office: msg`the office`,
  land: msg`the land`,
  business: msg`the business`,
  'retail space': msg`the retail space`,
  hall: msg`the hall`,
  hotel: msg`the hotel`,
  property: msg`the property`,
  'apartment building': msg`the apartment building`,
  listing: msg`the listing`,
};

function theNoun(i18n: I18n, noun: string): string {
  const known = THE_NOUN[noun];
  return known ? i18n._(known) : i18n._(msg`the ${noun}`);
}

type Sentence = (sender: string, listing: string) => MessageDescriptor;

/** The sentence of each card type (spec 1 section 2 and 3, spec 2 section 4); spellings kept. */
const SENTENCES: Partial<Record<string, Sentence>> = {
  'rent-request': (sender, listing) => msg`${sender} wants to rent ${listing}`,
  'rent-accepted': (sender, listing) => msg`${sender} accepted your request to rent ${listing}`,
  'rent-accpeted': (sender, listing) => msg`${sender} accepted your request to rent ${listing}`,
  vacated: (sender, listing) => msg`${sender} marked your rental of ${listing} as vacated`,
  completed: (_sender, listing) => msg`Your rental of ${listing} is completed`,
  'rent-termination': (sender, listing) => msg`${sender} ended your rental of ${listing}`,
  'rent-termination-request': (sender, listing) =>
    msg`${sender} asks to end the rental of ${listing}`,
  'hall-update': (sender, listing) => msg`${sender} asks to change a booking of ${listing}`,
  'hotel-reservation-update': (sender, listing) =>
    msg`${sender} asks to change a reservation at ${listing}`,
  'property-verification-request-declined': (sender, listing) =>
    msg`${sender} declined the verification of ${listing}`,
  'property-verification-request-approved': (sender, listing) => msg`${sender} verified ${listing}`,
  'rent-request-declined': (sender, listing) =>
    msg`${sender} declined your request to rent ${listing}`,
  'request-declined': (sender, listing) => msg`${sender} declined your request for ${listing}`,
  // The system declined it unanswered: to the renter (sent by the system), and to the owner.
  'request-expired': (sender, listing) =>
    sender === ADMIN_NOTIFIER
      ? msg`Your request for ${listing} expired without an answer`
      : msg`${sender}'s request for ${listing} expired without an answer`,
  'vacate-request': (sender, listing) => msg`${sender} asks to vacate ${listing}`,
  'property-verification-request': (sender, listing) => msg`${sender} asks to verify ${listing}`,
  'saved-search-match': (_sender, listing) => msg`New match for your saved search: ${listing}`,
};

/** Whether admin sent it: admin appears as the sender id 'admin'. */
export const fromAdmin = ({ notification, user }: NotificationWrapper) =>
  notification.from === ADMIN_NOTIFIER || user._id === ADMIN_NOTIFIER;

export const senderName = (i18n: I18n, wrapper: NotificationWrapper) =>
  fromAdmin(wrapper) ? ADMIN_NOTIFIER : wrapper.user.name.trim() || i18n._(msg`Someone`);

/** The listing's name, else 'the house', 'the hall'. */
export function listingName(
  i18n: I18n,
  property: NonNullable<NotificationWrapper['property']>,
): string {
  const type = typeof property.type === 'string' && property.type.trim();
  return (
    noticeListingTitleIn(i18n, property) ||
    theNoun(i18n, type ? type.toLowerCase() : KIND_FACTS[property.kind].noun)
  );
}

/**
 * What a sentence says the card is about: the apartment for an apartment request ('apartment A1
 * (2-bedroom apartment) in Daarta Hodan', as its e-mail says: the shared noticeSubject), else the
 * listing's name.
 */
export function listingLabel(i18n: I18n, property: NotificationWrapper['property']): string {
  if (!property) return i18n._(msg`a listing that was removed`);
  const building = listingName(i18n, property);
  const { apartment_address: address, apartment_type: stored } = property;
  if (typeof address !== 'string' || typeof stored !== 'string') return building;
  const type = apartmentValueIn(i18n, stored);
  return i18n._(msg`apartment ${address} (${type}) in ${building}`);
}

/** A type without a card of its own is told by the listing's kind: Hall, Hotel, Property, Apartment. */
function kindSentence(
  i18n: I18n,
  sender: string,
  property: NotificationWrapper['property'],
): string {
  if (!property) return i18n._(msg`${sender} sent you a notification`);
  const noun = theNoun(i18n, KIND_FACTS[property.kind]?.noun ?? 'listing');
  const name = noticeListingTitleIn(i18n, property);
  const listing = name ? `${noun} ${name}` : noun;
  return i18n._(msg`${sender} sent an update about ${listing}`);
}

/** What the card says, e.g. 'Hodan Cali wants to rent Villa Hodan'. */
export function notificationText(i18n: I18n, wrapper: NotificationWrapper): string {
  const sender = senderName(i18n, wrapper);
  const sentence = SENTENCES[wrapper.notification.type];
  return sentence
    ? i18n._(sentence(sender, listingLabel(i18n, wrapper.property)))
    : kindSentence(i18n, sender, wrapper.property);
}

/** Requests the recipient answers: these cards expand to Accept and Decline. */
export const EXPANDABLE_TYPES: readonly string[] = [
  'rent-request',
  'rent-termination-request',
  'hall-update',
  'hotel-reservation-update',
];
