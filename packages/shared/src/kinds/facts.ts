import { GENERAL_PROPERTY_TYPES, type ListedType, type ListingKind } from '../categories';
import { APARTMENT_FACILITY_CATEGORIES, FACILITY_CATEGORIES } from '../facilities';
import { PICTURE_LIMITS } from '../limits';
import type { KindFacts } from './descriptor';

/**
 * The plain facts of every kind (no route contracts, no schemas), one entry each: what the web
 * reads. The contracts carry the answer schemas with their OpenAPI ids; a page that imported
 * them would ship every answer schema to the phone and register those ids a second time in the
 * server's rendering (the API document then refuses the duplicates). KIND_DESCRIPTORS adds the
 * contracts and schemas for the server; a test checks the two agree on the add and delete paths.
 */
export const KIND_FACTS = {
  Property: {
    kind: 'Property',
    types: GENERAL_PROPERTY_TYPES,
    // the spec's general properties have no page of their own
    webPath: (id) => `/default/${id}`,
    addPath: '/rentingProperty/add',
    deletePath: '/rentingProperty/delete',
    priceUnit: 'month',
    priceFrom: false,
    page: 'property',
    pictures: PICTURE_LIMITS.property,
    facilityCategories: FACILITY_CATEGORIES,
  },
  Apartment: {
    kind: 'Apartment',
    types: ['Apartment'],
    webPath: (id) => `/apartment-buildings/${id}`,
    addPath: '/apartmentBuilding/add',
    deletePath: '/apartmentBuilding/delete',
    priceUnit: 'month',
    priceFrom: true,
    page: 'building',
    pictures: PICTURE_LIMITS.apartmentBuilding,
    facilityCategories: APARTMENT_FACILITY_CATEGORIES,
  },
  Hall: {
    kind: 'Hall',
    types: ['Hall'],
    webPath: (id) => `/halls/${id}`,
    addPath: '/hallProperty/add',
    deletePath: '/hallProperty/delete',
    priceUnit: 'hour',
    priceFrom: false,
    page: 'hall',
    pictures: PICTURE_LIMITS.hall,
    facilityCategories: FACILITY_CATEGORIES,
  },
  Hotel: {
    kind: 'Hotel',
    types: ['Hotel'],
    webPath: (id) => `/hotels/${id}`,
    addPath: '/hotels/add',
    deletePath: '/hotels/delete',
    priceUnit: 'night',
    priceFrom: true,
    page: 'hotel',
    pictures: PICTURE_LIMITS.hotel,
    facilityCategories: FACILITY_CATEGORIES,
  },
} as const satisfies { [K in ListingKind]: KindFacts & { kind: K } };

export const LISTING_KINDS = Object.keys(KIND_FACTS) as ListingKind[];

const KIND_OF_TYPE = new Map<string, ListingKind>(
  LISTING_KINDS.flatMap((kind) =>
    KIND_FACTS[kind].types.map((type: ListedType) => [type.toLowerCase(), kind] as const),
  ),
);

/**
 * The kind a stored type belongs to, matched without regard to case or surrounding space
 * ('Office' is 'office'); undefined for a type no kind holds, rather than a guess.
 */
export const kindOfType = (type: string): ListingKind | undefined =>
  KIND_OF_TYPE.get(type.trim().toLowerCase());
