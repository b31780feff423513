import { z } from 'zod';
import { APARTMENT_ADDRESS_STATUSES, APARTMENT_RECORD_STATUSES } from '../statuses';
import { APARTMENT_TYPES, FURNISHING_OPTIONS, KITCHEN_OPTIONS } from '../limits';
import { facilitiesAnswer, idAnswer, instantAnswer } from './common';
import {
  listingSummaryAnswer,
  rentingPropertyAnswer,
  rentingPropertyDetailAnswer,
} from './listings';

/** Answers of the apartment building calls (spec 2 sections 3 and 7); ids are `_id` strings. */

/** A building as its owner and its edit form see it: a renting property of type 'Apartment'. */
export const apartmentBuildingAnswer = rentingPropertyAnswer
  .extend({ type: z.literal('Apartment'), no_floors: z.number(), units: z.number() })
  .meta({ id: 'ApartmentBuilding' });

/** GET /apartmentBuilding/find?propertyId: the building with who owns it. */
export const apartmentBuildingDetailAnswer = apartmentBuildingAnswer
  .extend({
    ownerInfo: rentingPropertyDetailAnswer.shape.ownerInfo,
    verificationRequested: z.boolean(),
  })
  .meta({ id: 'ApartmentBuildingDetail' });

export const apartmentAddressAnswer = z
  .object({ _id: idAnswer, address: z.string(), status: z.enum(APARTMENT_ADDRESS_STATUSES) })
  .meta({ id: 'ApartmentAddress' });

/** One apartment (a kind of unit) of a building with the addresses (doors) of that kind. */
export const apartmentAnswer = z
  .object({
    _id: idAnswer,
    apartmentBuildingId: idAnswer,
    pictures: z.array(z.string()),
    area: z.number(),
    /** monthly rent */
    rent: z.number(),
    no_bedrooms: z.number(),
    no_bathrooms: z.number(),
    floor_level: z.number(),
    apartment_type: z.enum(APARTMENT_TYPES),
    kitchen: z.enum(KITCHEN_OPTIONS),
    furnishing: z.enum(FURNISHING_OPTIONS),
    facilities: facilitiesAnswer,
    created_date: instantAnswer,
    addresses: z.array(apartmentAddressAnswer),
  })
  .meta({ id: 'Apartment' });

/** What another user may see of someone. */
const publicUserAnswer = z.object({
  _id: idAnswer,
  name: z.string(),
  email: z.string(),
  picture: z.string(),
});

/**
 * A renter's request for one address of a building (spec 2 section 3). `contact` is the
 * renter's number, for the building's owner (and the renter's own record) only.
 */
export const apartmentRentingRecordAnswer = z
  .object({
    _id: idAnswer,
    apartmentBuildingId: idAnswer,
    apartment_address: z.string(),
    apartmentAddressId: idAnswer,
    apartmentId: idAnswer,
    apartment_type: z.enum(APARTMENT_TYPES),
    rentee: idAnswer,
    user: publicUserAnswer,
    contact: z.string(),
    status: z.enum(APARTMENT_RECORD_STATUSES),
    created_date: instantAnswer,
  })
  .meta({ id: 'ApartmentRentingRecord' });

/** One of the renter's live apartment records with its building, for My account. */
export const myApartmentRequestAnswer = z
  .object({
    building: listingSummaryAnswer,
    /** the building's owner: a termination request is addressed to them */
    owner: idAnswer,
    record: z.object({
      _id: idAnswer,
      status: z.enum(['pending', 'rented']),
      apartment_address: z.string(),
      apartment_type: z.enum(APARTMENT_TYPES),
      created_date: instantAnswer,
      /** when the record reached its status: the day a rented apartment is rented since */
      status_date: instantAnswer,
    }),
  })
  .meta({ id: 'MyApartmentRequest' });

/** Outcome markers kept in `data` (spec 2 section 7). */
export const apartmentRentRequestAnswer = z.enum(['success', 'requested']);
export const apartmentRentAnswer = z.enum(['success', 'rented']);
export const apartmentDeclineAnswer = z.enum(['success', 'error']);
export const apartmentVacateAnswer = z.enum(['completed', 'declined']);
export const apartmentCancelAnswer = z.literal('cancelled');
