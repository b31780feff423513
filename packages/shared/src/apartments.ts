import type { z } from 'zod';
import type {
  apartmentAddressAnswer,
  apartmentAnswer,
  apartmentBuildingAnswer,
  apartmentBuildingDetailAnswer,
  apartmentCancelAnswer,
  apartmentDeclineAnswer,
  apartmentRentAnswer,
  apartmentRentingRecordAnswer,
  apartmentRentRequestAnswer,
  apartmentVacateAnswer,
  myApartmentRequestAnswer,
} from './answers/apartments';

export {
  APARTMENT_ADDRESS_STATUSES,
  APARTMENT_RECORD_STATUSES,
  type ApartmentAddressStatus,
  type ApartmentRecordStatus,
} from './statuses';

/**
 * Wire shapes of the apartment building calls (spec 2 sections 3 and 7). Only zod's types here:
 * cards on the landing page import the shared package, and zod's top-level calls are never
 * tree-shaken. Wire shapes come from answers/apartments.ts, payload schemas from
 * schemas/apartments.ts.
 *
 * A building is a renting property of type 'Apartment' (its listing kind is 'Apartment' and its
 * card opens /apartment-buildings/{id}); apartments, their addresses and renting records have
 * their own tables.
 */

/** A building as its owner and its edit form see it: a renting property of type 'Apartment'. */
export type ApartmentBuilding = z.output<typeof apartmentBuildingAnswer>;

/** GET /apartmentBuilding/find?propertyId: the building with who owns it (like the property detail). */
export type ApartmentBuildingDetail = z.output<typeof apartmentBuildingDetailAnswer>;

export type ApartmentAddress = z.output<typeof apartmentAddressAnswer>;

/** One apartment (a kind of unit) of a building with the addresses (doors) of that kind. */
export type Apartment = z.output<typeof apartmentAnswer>;

/**
 * A renter's request for one address of a building (spec 2 section 3). `apartment_address` is
 * the address text (unique within its building), the value the request call sends.
 */
export type ApartmentRentingRecord = z.output<typeof apartmentRentingRecordAnswer>;

/**
 * One of the renter's live apartment records with its building, for My account
 * (GET /apartments/my-requests): Pending shows the pending ones, Rented the rented ones.
 */
export type MyApartmentRequest = z.output<typeof myApartmentRequestAnswer>;

/** POST /apartments/cancel-apartment-request: the renter withdrew their pending request. */
export type ApartmentCancelAnswer = z.output<typeof apartmentCancelAnswer>;

/**
 * How a request names one apartment, in the owner's inbox card, its e-mail and My account:
 * 'apartment A-12 (2-bedroom apartment) in Daarta Hodan'.
 */
export const apartmentRequestLabel = (request: {
  apartment_address: string;
  apartment_type: string;
  building: string;
}) => `apartment ${request.apartment_address} (${request.apartment_type}) in ${request.building}`;

/** POST /apartments/request-apartment-rent: 'requested' when the address is not available. */
export type ApartmentRentRequestAnswer = z.output<typeof apartmentRentRequestAnswer>;
/** POST /apartments/rent: 'rented' when the address is already taken by another record. */
export type ApartmentRentAnswer = z.output<typeof apartmentRentAnswer>;
/** POST /apartments/decline-apartment-rent: 'error' when the record is no longer pending. */
export type ApartmentDeclineAnswer = z.output<typeof apartmentDeclineAnswer>;
/** POST /apartments/vacate: the record's new status. */
export type ApartmentVacateAnswer = z.output<typeof apartmentVacateAnswer>;

/**
 * Book is shown unless the record is rented (spec 2 section 4), nor for a request its renter
 * cancelled: the owner cannot rent to someone who withdrew. Vacate while pending or rented.
 */
export const canBookApartment = (status: string): boolean =>
  status !== 'rented' && status !== 'cancelled';
export const canVacateApartment = (status: string): boolean =>
  status === 'pending' || status === 'rented';

/**
 * Addresses as the add-apartment form sends them: a JSON array of strings or one
 * space-separated string. Trimmed, empty entries dropped, order kept (duplicates kept too, so
 * the server can refuse them by name).
 */
export function parseApartmentAddresses(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        list = text.split(/\s+/);
      }
    } else list = text.split(/\s+/);
  }
  if (!Array.isArray(list)) return [];
  return list.map((a) => String(a).trim()).filter((a) => a.length > 0);
}

/** Somali warning: the addresses are more than the building's units (spec 2 section 5). */
export const TOO_MANY_ADDRESSES_MESSAGE = 'Cinwaanada waxay ka badan yihiin tirada guryaha';

/** The upload folder of a kind (spec 2 section 7: user id, kind and a random token). */
export const APARTMENT_BUILDING_FOLDER_KIND = 'apartmentBuilding';
export const APARTMENT_FOLDER_KIND = 'apartment';
