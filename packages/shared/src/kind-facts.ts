import {
  APARTMENT_FACILITY_CATEGORIES,
  FACILITY_CATEGORIES,
  type FacilityCategory,
} from './facility-categories';
import { PICTURE_LIMITS, type PictureLimit } from './limits';
import { GENERAL_PROPERTY_TYPES, PROPERTY_TYPES, type PropertyType } from './property-types';

/** What one price is for; the web maps each key to its own message ('/ month'). */
export type PriceUnit = 'month' | 'hour' | 'night';

/**
 * The request flow a kind's requests and inbox cards go through: its expirer
 * (modules/requests/expiry.ts) and its cards' answers (the inbox's card-action.ts) are keyed by
 * it, so a new kind that asks like an existing one names that flow and edits neither.
 */
/** How a kind's listings are asked for; 'none' for a kind that takes no requests. */
export type RequestFlow = 'rent' | 'apartment' | 'hall' | 'hotel' | 'none';

/**
 * The plain facts of a kind: what the web reads (KIND_FACTS below). ListingKind and ListedType are
 * read from KIND_FACTS, so KIND_FACTS itself is checked with plain strings for them.
 */
export type KindFacts<Kind extends string = ListingKind, Type extends string = ListedType> = {
  kind: Kind;
  /** the word a sentence names one by ('the apartment building'), in English */
  noun: string;
  /** the flow its requests go through */
  requests: RequestFlow;
  /** the stored types a listings row of this kind holds; no other type is of this kind */
  types: readonly Type[];
  /** the web page of one listing of this kind (where its card opens) */
  webPath: (id: string) => string;
  /**
   * the POST path adding one, under /api: it takes an Idempotency-Key (IDEMPOTENT_PATHS lists
   * it from here); KIND_DESCRIPTORS' api.add says the same, with its contract
   */
  addPath: string;
  /** the POST path deleting one (KIND_DESCRIPTORS' api.delete says the same, with its contract) */
  deletePath: string;
  priceUnit: PriceUnit;
  /** its price is its cheapest unit's (a room, an apartment): said 'from $80 a night' */
  priceFrom: boolean;
  /**
   * the name of its public page when the server renders it for crawlers (apps/server/src/seo),
   * as the sitemap's files say it ('building-1.xml'); a kind without one is not in the sitemap
   */
  page?: string;
  /**
   * it has an owner's report page (its views, favourites and requests): the owner's dashboard
   * opens a listing there ('View'), else on its public page, and the web's KIND_PAGES entry
   * must give the page (the compiler asks for it of exactly these kinds)
   */
  report?: true;
  pictures: PictureLimit;
  /** the categories its forms offer (a general property's Land narrows them: facilitiesFor) */
  facilityCategories: readonly FacilityCategory[];
  /**
   * its choice on the New Property page, in the selector's spelling, when it is added there with
   * its own form (the web's app/routes/new-property-route.tsx gives it); a kind without one is added
   * elsewhere or by the general form
   */
  newChoice?: string;
};

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
    noun: 'property',
    requests: 'rent',
    types: GENERAL_PROPERTY_TYPES,
    // the spec's general properties have no page of their own
    webPath: (id) => `/default/${id}`,
    addPath: '/rentingProperty/add',
    deletePath: '/rentingProperty/delete',
    priceUnit: 'month',
    priceFrom: false,
    page: 'property',
    report: true,
    pictures: PICTURE_LIMITS.property,
    facilityCategories: FACILITY_CATEGORIES,
  },
  Apartment: {
    kind: 'Apartment',
    noun: 'apartment building',
    requests: 'apartment',
    types: ['Apartment'],
    webPath: (id) => `/apartment-buildings/${id}`,
    addPath: '/apartmentBuilding/add',
    deletePath: '/apartmentBuilding/delete',
    priceUnit: 'month',
    priceFrom: true,
    page: 'building',
    report: true,
    pictures: PICTURE_LIMITS.apartmentBuilding,
    facilityCategories: APARTMENT_FACILITY_CATEGORIES,
  },
  Hall: {
    kind: 'Hall',
    noun: 'hall',
    requests: 'hall',
    types: ['Hall'],
    webPath: (id) => `/halls/${id}`,
    addPath: '/hallProperty/add',
    deletePath: '/hallProperty/delete',
    priceUnit: 'hour',
    priceFrom: false,
    page: 'hall',
    report: true,
    pictures: PICTURE_LIMITS.hall,
    facilityCategories: FACILITY_CATEGORIES,
    newChoice: 'Hall',
  },
  Hotel: {
    kind: 'Hotel',
    noun: 'hotel',
    requests: 'hotel',
    types: ['Hotel'],
    webPath: (id) => `/hotels/${id}`,
    addPath: '/hotels/add',
    deletePath: '/hotels/delete',
    priceUnit: 'night',
    priceFrom: true,
    page: 'hotel',
    report: true,
    pictures: PICTURE_LIMITS.hotel,
    facilityCategories: FACILITY_CATEGORIES,
    newChoice: 'Hotel',
  },
} as const satisfies Record<string, KindFacts<string, string>>;

/** Its facts' keys; each entry's `kind` must be its key (a mismatch fails to compile here). */
type KeysNamingTheirKind<T extends { [K in keyof T]: { kind: K } }> = keyof T;

/**
 * The kinds of listing, named once by KIND_FACTS: the type, the cards' wire enums and the
 * descriptors' exhaustive map all follow its keys.
 */
export type ListingKind = KeysNamingTheirKind<typeof KIND_FACTS>;

/** The kinds in the facts' order, as a tuple for `z.enum` (Object.keys says string[]). */
export const LISTING_KIND_NAMES = Object.keys(KIND_FACTS) as unknown as readonly [
  ListingKind,
  ...ListingKind[],
];
export const LISTING_KINDS: readonly ListingKind[] = LISTING_KIND_NAMES;

/** Every type a row of the listings table can hold: the types its kinds' facts name. */
export type ListedType = (typeof KIND_FACTS)[ListingKind]['types'][number];

/**
 * The same types as a list: the property types (Apartment buildings' too), then the other kinds'
 * own, in the facts' order (today Hall, Hotel). Halls and hotels keep their details in tables of
 * their own but share name, place, pictures, facilities, verification, favourites, ratings and
 * the browsing grids.
 */
export const LISTED_TYPES = [
  ...PROPERTY_TYPES,
  ...LISTING_KIND_NAMES.flatMap((kind) => KIND_FACTS[kind].types).filter(
    (type): type is Exclude<ListedType, PropertyType> =>
      !(PROPERTY_TYPES as readonly string[]).includes(type),
  ),
] as const;

/** The New Property choices of the kinds that have their own form there ('Hall', 'Hotel'). */
export type OwnNewPropertyChoice = NewChoiceOf<(typeof KIND_FACTS)[ListingKind]>;
type NewChoiceOf<Facts> = Facts extends { newChoice: infer Choice extends string } ? Choice : never;

/** The kinds whose public page the server renders (their facts' `page`). */
export type KindWithPage = {
  [K in ListingKind]: (typeof KIND_FACTS)[K] extends { page: string } ? K : never;
}[ListingKind];

/** The kinds with an owner's report page (their facts' `report`). */
export type KindWithReport = {
  [K in ListingKind]: (typeof KIND_FACTS)[K] extends { report: true } ? K : never;
}[ListingKind];

/** The kinds with their own New Property choice, so their own form there ('Hall' | 'Hotel'). */
export type KindWithNewForm = {
  [K in ListingKind]: (typeof KIND_FACTS)[K] extends { newChoice: string } ? K : never;
}[ListingKind];

const KIND_OF_TYPE = new Map<string, ListingKind>(
  LISTING_KINDS.flatMap((kind) =>
    KIND_FACTS[kind].types.map((type) => [type.toLowerCase(), kind] as const),
  ),
);

/**
 * The kind a stored type belongs to, matched without regard to case or surrounding space
 * ('Office' is 'office'); undefined for a type no kind holds, rather than a guess.
 */
export const kindOfType = (type: string): ListingKind | undefined =>
  KIND_OF_TYPE.get(type.trim().toLowerCase());
