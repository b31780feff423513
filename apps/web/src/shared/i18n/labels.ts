import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ROUTE_TYPE_LABELS,
  type ListedType,
  type ROOM_TYPE_LABELS,
  type RouteType,
} from '@rentals/shared';

/**
 * The shared package's labels (category routes, listing types, room types) in the page's
 * language. The spec's wording is the shared package's own text.
 */
const ROUTE_TYPES: Record<RouteType, MessageDescriptor> = {
  homes: msg`Houses`,
  offices: msg`Offices`,
  bussinesses: msg`Businesses`,
  retails: msg`Retail spaces`,
  lands: msg`Land`,
  hotels: msg`Hotels`,
  halls: msg`Halls`,
};

export const routeTypeLabel = (i18n: I18n, type: RouteType): string =>
  i18n.locale === 'spec' ? ROUTE_TYPE_LABELS[type] : i18n._(ROUTE_TYPES[type]);

/**
 * Listing types as stored (spec spellings), lower-cased: every kind's types (KIND_FACTS), so a
 * new kind's type does not compile until it has its label here (a label in the landing page's
 * catalogue: the cards and the owner's dashboard show it).
 */
const LISTING_TYPES: Record<Lowercase<ListedType>, MessageDescriptor> = {
  house: msg`House`,
  apartment: msg`Apartment`,
  office: msg`Office`,
  land: msg`Land`,
  business: msg`Business`,
  'retail space': msg`Retail Space`,
  hall: msg`Hall`,
  hotel: msg`Hotel`,
};

/** 'House', 'Office'…: a stored type's label; an unknown type shows as it is, capitalised. */
export function typeLabelIn(i18n: I18n, type: string): string {
  const known = (LISTING_TYPES as Record<string, MessageDescriptor | undefined>)[
    type.trim().toLowerCase()
  ];
  const spec = type.charAt(0).toUpperCase() + type.slice(1);
  return known && i18n.locale !== 'spec' ? i18n._(known) : spec;
}

/** A listing's name, or 'House in Hodan' when it has none. */
export function listingTitleIn(
  i18n: I18n,
  listing: { name: string; type: string; location: { district: string } },
): string {
  const name = listing.name.trim();
  if (name) return name;
  const type = typeLabelIn(i18n, listing.type);
  const district = listing.location.district;
  return i18n._(msg`${type} in ${district}`);
}

/**
 * The title of the listing a notification is about, in the reader's language: from the parts the
 * server sends with it (its own name, else its type and district, through listingTitleIn), else
 * the name as sent.
 */
export function noticeListingTitleIn(
  i18n: I18n,
  property: { name: string; title?: { name: string; type: string; district: string } },
): string {
  const { title } = property;
  if (!title) return property.name.trim();
  return listingTitleIn(i18n, { ...title, location: { district: title.district } });
}

const ROOM_TYPES: Record<keyof typeof ROOM_TYPE_LABELS, MessageDescriptor> = {
  standardRoom: msg`Standard room`,
  doubleRoom: msg`Double room`,
  'doubleRoom(separate)': msg`Double room (separate beds)`,
  singleRoom: msg`Single room`,
  masterRoom: msg`Master room`,
  suiteRoom: msg`Suite`,
  familyRoom: msg`Family room`,
  presidentialRoom: msg`Presidential suite`,
};

/** A room type's label; an unknown value shows as it is. */
export function roomTypeLabelIn(i18n: I18n, type: string): string {
  const known = (ROOM_TYPES as Record<string, MessageDescriptor>)[type];
  return known ? i18n._(known) : type;
}

/**
 * Request, booking, reservation and address statuses as stored ('pending', 'booked'…), in the
 * page's language; the spec's wording shows the stored word itself, and so does an unknown one.
 */
const STATUSES: Record<string, MessageDescriptor> = {
  available: msg`available`,
  pending: msg`pending`,
  booked: msg`booked`,
  rented: msg`rented`,
  declined: msg`declined`,
  cancelled: msg`cancelled`,
  completed: msg`completed`,
  terminated: msg`terminated`,
  expired: msg`expired`,
};

export function statusLabelIn(i18n: I18n, status: string): string {
  const known = STATUSES[status];
  return known && i18n.locale !== 'spec' ? i18n._(known) : status;
}

/** The stored apartment types, kitchens and furnishings (shared limits.ts), as people read them. */
const APARTMENT_VALUES: Record<string, MessageDescriptor> = {
  '3-bedroom apartment': msg`3-bedroom apartment`,
  'Studio apartment': msg`Studio apartment`,
  'Alcove studio apartment': msg`Alcove studio apartment`,
  '2-bedroom apartment': msg`2-bedroom apartment`,
  '4-bedroom apartment': msg`4-bedroom apartment`,
  'multi-bedroom apartment': msg`multi-bedroom apartment`,
  'Micro apartment': msg`Micro apartment`,
  'Loft apartment': msg`Loft apartment`,
  'Duplex apartment': msg`Duplex apartment`,
  'Triplex apartment': msg`Triplex apartment`,
  'Co-op apartment': msg`Co-op apartment`,
  'Closed kitchen': msg`Closed kitchen`,
  'Open kitchen': msg`Open kitchen`,
  kitchenette: msg`kitchenette`,
  Unfurnished: msg`Unfurnished`,
  'Fully furnished': msg`Fully furnished`,
  'Semi furnished': msg`Semi furnished`,
};

/** An apartment type, kitchen or furnishing in the page's language; anything else as it is. */
export function apartmentValueIn(i18n: I18n, value: string): string {
  const known = APARTMENT_VALUES[value];
  return known && i18n.locale !== 'spec' ? i18n._(known) : value;
}

/**
 * A hall event's type as stored (the spec's Somali words, EVENT_TYPES) in the page's language:
 * the spec's wording shows the stored word itself, and so does an unknown one.
 */
const EVENT_TYPES: Record<string, MessageDescriptor> = {
  Meher: msg({ message: 'Wedding (meher)', context: 'event type' }),
  Xaflad: msg({ message: 'Party', context: 'event type' }),
  Dhalasho: msg({ message: 'Birthday', context: 'event type' }),
  Midna: msg({ message: 'Midna', context: 'event type' }),
};

export function eventTypeIn(i18n: I18n, type: string): string {
  const known = EVENT_TYPES[type];
  return known && i18n.locale !== 'spec' ? i18n._(known) : type;
}
