import type { ListedType, ListingKind } from '../categories';
import * as apartments from '../contract/apartments';
import * as halls from '../contract/halls';
import * as hotels from '../contract/hotels';
import * as properties from '../contract/properties';
import { APARTMENT_FACILITY_CATEGORIES, FACILITY_CATEGORIES } from '../facilities';
import { PICTURE_LIMITS } from '../limits';
import { addApartmentBuildingFields, updateApartmentBuildingFields } from '../schemas/apartments';
import { addHallFields, updateHallFields } from '../schemas/halls';
import { addHotelFields, updateHotelFields } from '../schemas/hotels';
import {
  GENERAL_PROPERTY_TYPES,
  addPropertyFields,
  updatePropertyFields,
} from '../schemas/properties';
import type { KindDescriptor } from './descriptor';

export type { KindDescriptor, PriceUnit } from './descriptor';

/** Every kind of listing, one entry each: a kind missing here does not compile. */
export const KIND_DESCRIPTORS = {
  Property: {
    kind: 'Property',
    types: GENERAL_PROPERTY_TYPES,
    // the spec's general properties have no page of their own
    webPath: (id) => `/default/${id}`,
    api: {
      find: properties.findProperty,
      add: properties.addProperty,
      update: properties.updateProperty,
      delete: properties.deleteProperty,
    },
    priceUnit: 'month',
    pictures: PICTURE_LIMITS.property,
    facilityCategories: FACILITY_CATEGORIES,
    schemas: { add: addPropertyFields, update: updatePropertyFields },
  },
  Apartment: {
    kind: 'Apartment',
    types: ['Apartment'],
    webPath: (id) => `/apartment-buildings/${id}`,
    api: {
      find: apartments.findBuilding,
      add: apartments.addBuilding,
      update: apartments.updateBuilding,
      delete: apartments.deleteBuilding,
    },
    priceUnit: 'month',
    pictures: PICTURE_LIMITS.apartmentBuilding,
    facilityCategories: APARTMENT_FACILITY_CATEGORIES,
    schemas: { add: addApartmentBuildingFields, update: updateApartmentBuildingFields },
  },
  Hall: {
    kind: 'Hall',
    types: ['Hall'],
    webPath: (id) => `/halls/${id}`,
    api: {
      find: halls.findHall,
      add: halls.addHall,
      update: halls.updateHall,
      delete: halls.deleteHall,
    },
    priceUnit: 'hour',
    pictures: PICTURE_LIMITS.hall,
    facilityCategories: FACILITY_CATEGORIES,
    schemas: { add: addHallFields, update: updateHallFields },
  },
  Hotel: {
    kind: 'Hotel',
    types: ['Hotel'],
    webPath: (id) => `/hotels/${id}`,
    api: {
      find: hotels.findHotel,
      add: hotels.addHotel,
      update: hotels.updateHotel,
      delete: hotels.deleteHotel,
    },
    priceUnit: 'night',
    pictures: PICTURE_LIMITS.hotel,
    facilityCategories: FACILITY_CATEGORIES,
    schemas: { add: addHotelFields, update: updateHotelFields },
  },
} as const satisfies { [K in ListingKind]: KindDescriptor & { kind: K } };

export const LISTING_KINDS = Object.keys(KIND_DESCRIPTORS) as ListingKind[];

export const kindDescriptor = (kind: ListingKind): KindDescriptor => KIND_DESCRIPTORS[kind];

const KIND_OF_TYPE = new Map<string, ListingKind>(
  LISTING_KINDS.flatMap((kind) =>
    KIND_DESCRIPTORS[kind].types.map((type: ListedType) => [type.toLowerCase(), kind] as const),
  ),
);

/**
 * The kind a stored type belongs to, matched without regard to case or surrounding space
 * ('Office' is 'office'); undefined for a type no kind holds, rather than a guess.
 */
export const kindOfType = (type: string): ListingKind | undefined =>
  KIND_OF_TYPE.get(type.trim().toLowerCase());
