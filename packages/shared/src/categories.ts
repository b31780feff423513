import {
  KIND_FACTS,
  LISTED_TYPES,
  LISTING_KINDS,
  type KindFacts,
  type ListedType,
  type OwnNewPropertyChoice,
} from './kind-facts';

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
export const ROUTE_TYPE_TO_PROPERTY_TYPE: Record<RouteType, ListedType> = {
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

/** The New Property choices the general form takes (Apartment as a building), spelt as the spec. */
const GENERAL_NEW_PROPERTY_CHOICES = [
  'House',
  'Office',
  'Land',
  'Retail Space',
  'Apartment',
] as const;

export type NewPropertyChoice =
  'Any' | (typeof GENERAL_NEW_PROPERTY_CHOICES)[number] | OwnNewPropertyChoice;

/**
 * The choices of the New Property type selector: 'Any', the general form's, then those of the
 * kinds with a form of their own, in the facts' order (their `newChoice`).
 */
export const NEW_PROPERTY_CHOICES: readonly ['Any', ...NewPropertyChoice[]] = [
  'Any',
  ...GENERAL_NEW_PROPERTY_CHOICES,
  ...LISTING_KINDS.flatMap(
    (kind) => ((KIND_FACTS[kind] as KindFacts).newChoice as OwnNewPropertyChoice | undefined) ?? [],
  ),
];
