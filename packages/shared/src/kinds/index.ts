import * as apartments from '../contract/apartments';
import * as halls from '../contract/halls';
import * as hotels from '../contract/hotels';
import * as properties from '../contract/properties';
import { addApartmentBuildingFields, updateApartmentBuildingFields } from '../schemas/apartments';
import { addHallFields, updateHallFields } from '../schemas/halls';
import { addHotelFields, updateHotelFields } from '../schemas/hotels';
import { addPropertyFields, updatePropertyFields } from '../schemas/properties';
import type { KindDescriptor } from './descriptor';
import { KIND_FACTS, type ListingKind } from '../kind-facts';

export type { KindDescriptor } from './descriptor';
export {
  KIND_FACTS,
  LISTED_TYPES,
  LISTING_KIND_NAMES,
  LISTING_KINDS,
  kindOfType,
  type KindFacts,
  type KindWithNewForm,
  type KindWithPage,
  type KindWithReport,
  type ListedType,
  type ListingKind,
  type OwnNewPropertyChoice,
  type PriceUnit,
  type RequestFlow,
} from '../kind-facts';

// Each kind's wire surface, for the server and the web: its form fields, its answers, its calls
// (the four of its descriptor and whatever else its area serves).
export * from '../schemas/properties';
export * as propertyContract from '../contract/properties';
export * from '../schemas/apartments';
export * from '../answers/apartments';
export * as apartmentContract from '../contract/apartments';
export * from '../schemas/halls';
export * from '../answers/halls';
export * as hallContract from '../contract/halls';
export * from '../schemas/hotels';
export * from '../answers/hotels';
export * as hotelContract from '../contract/hotels';

/**
 * Every kind of listing, one entry each (a kind missing here does not compile): its facts with
 * its route contracts, form schemas and owner's refusal, for the server. The web reads
 * KIND_FACTS alone.
 */
export const KIND_DESCRIPTORS = {
  Property: {
    ...KIND_FACTS.Property,
    api: {
      find: properties.findProperty,
      add: properties.addProperty,
      update: properties.updateProperty,
      delete: properties.deleteProperty,
    },
    schemas: { add: addPropertyFields, update: updatePropertyFields },
    ownerRefusal: 'This property is not yours',
  },
  Apartment: {
    ...KIND_FACTS.Apartment,
    api: {
      find: apartments.findBuilding,
      add: apartments.addBuilding,
      update: apartments.updateBuilding,
      delete: apartments.deleteBuilding,
    },
    schemas: { add: addApartmentBuildingFields, update: updateApartmentBuildingFields },
    ownerRefusal: 'This property is not yours',
  },
  Hall: {
    ...KIND_FACTS.Hall,
    api: {
      find: halls.findHall,
      add: halls.addHall,
      update: halls.updateHall,
      delete: halls.deleteHall,
    },
    schemas: { add: addHallFields, update: updateHallFields },
    ownerRefusal: 'This hall is not yours',
  },
  Hotel: {
    ...KIND_FACTS.Hotel,
    api: {
      find: hotels.findHotel,
      add: hotels.addHotel,
      update: hotels.updateHotel,
      delete: hotels.deleteHotel,
    },
    schemas: { add: addHotelFields, update: updateHotelFields },
    ownerRefusal: 'This property is not yours',
  },
} as const satisfies { [K in ListingKind]: KindDescriptor & { kind: K } };

export const kindDescriptor = (kind: ListingKind): KindDescriptor => KIND_DESCRIPTORS[kind];
