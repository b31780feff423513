import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROUTE_TYPE_LABELS, type ROOM_TYPE_LABELS, type RouteType } from '@rentals/shared';

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

/** Listing types as stored (spec spellings), lower-cased. */
const LISTING_TYPES: Record<string, MessageDescriptor> = {
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
  const known = LISTING_TYPES[type.trim().toLowerCase()];
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
