/** Property types as stored on a renting property (spec 1 section 3, spellings kept). */
export const PROPERTY_TYPES = [
  'House',
  'Apartment',
  'office',
  'Land',
  'business',
  'Retail Space',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * Every type a row of the listings table can hold: the property types plus halls and hotels,
 * which keep their own details in tables of their own but share name, place, pictures,
 * facilities, verification, favourites, ratings and the browsing grids.
 */
export const LISTED_TYPES = [...PROPERTY_TYPES, 'Hall', 'Hotel'] as const;
export type ListedType = (typeof LISTED_TYPES)[number];

/**
 * A type name as the spec's pages send it, in the stored spelling: matched without regard to case
 * or surrounding space ('Office' is 'office', 'hall' is 'Hall'); 'Any' and '' mean any type ('').
 * Undefined for a name that is no listing type.
 */
export function listedTypeOf(name: string): ListedType | '' | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '' || wanted === 'any') return '';
  return LISTED_TYPES.find((type) => type.toLowerCase() === wanted);
}

/** The `{type}` of /properties/{type}: the category routes of the header (spelt as the spec). */
export const ROUTE_TYPES = [
  'homes',
  'offices',
  'bussinesses',
  'retails',
  'lands',
  'hotels',
  'halls',
] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** Header and footer labels for each category route. */
export const ROUTE_TYPE_LABELS: Record<RouteType, string> = {
  homes: 'Houses',
  offices: 'Offices',
  bussinesses: 'Businesses',
  retails: 'Retail spaces',
  lands: 'Land',
  hotels: 'Hotels',
  halls: 'Halls',
};

/** The listing type each category route shows; hotels and halls are their own kinds. */
export const ROUTE_TYPE_TO_PROPERTY_TYPE: Record<RouteType, PropertyType | 'Hall' | 'Hotel'> = {
  homes: 'House',
  offices: 'office',
  bussinesses: 'business',
  retails: 'Retail Space',
  lands: 'Land',
  hotels: 'Hotel',
  halls: 'Hall',
};

export const isRouteType = (value: string): value is RouteType =>
  (ROUTE_TYPES as readonly string[]).includes(value);

/**
 * The kinds of listing, named once: the type, the cards' wire enums and the descriptors'
 * exhaustive map (kinds/index.ts, which says each kind's types) all follow this list.
 */
export const LISTING_KIND_NAMES = ['Property', 'Apartment', 'Hall', 'Hotel'] as const;
export type ListingKind = (typeof LISTING_KIND_NAMES)[number];

/**
 * The general types the general form lists (Apartment buildings have their own call). Here,
 * not with the form's schemas, so the kinds' facts read it without bringing zod to the page.
 */
export const GENERAL_PROPERTY_TYPES = PROPERTY_TYPES.filter((t) => t !== 'Apartment');

/** The choices of the New Property type selector. */
export const NEW_PROPERTY_CHOICES = [
  'Any',
  'House',
  'Office',
  'Land',
  'Retail Space',
  'Apartment',
  'Hall',
  'Hotel',
] as const;
