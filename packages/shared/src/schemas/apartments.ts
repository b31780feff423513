import { z } from 'zod';
import { APARTMENT_FACILITY_CATEGORIES, MIN_FACILITIES } from '../facilities';
import { below, facilityCount, isBlank } from '../form-rules';
import {
  APARTMENT_TYPES,
  FURNISHING_OPTIONS,
  KITCHEN_OPTIONS,
  MIN_AREA,
  MIN_BATHROOMS,
  MIN_BEDROOMS,
  MIN_FLOOR_LEVEL,
  MIN_FLOORS,
  MIN_PRICE,
  MIN_ROOMS,
  MIN_UNITS,
  PICTURE_LIMITS,
} from '../limits';
import { messages } from '../messages';
import { parseApartmentAddresses, TOO_MANY_ADDRESSES_MESSAGE } from '../apartments';
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID } from './examples';
import { facilitiesSchema, facilitiesSchemaOf } from './facilities';
import { id, optionalWhole, whole } from './fields';
import { notificationInput, propertyLocationSchema } from './properties';

/**
 * Payloads of spec 2 section 7 "Apartment buildings and apartments". Multipart bodies arrive as
 * text parts, so numbers are coerced; JSON bodies parse with the same schemas.
 */

/** Facilities a building may store: the seven apartment categories. */
export const buildingFacilitiesSchema = facilitiesSchemaOf(APARTMENT_FACILITY_CATEGORIES);

/** An address text: one word (the form splits on spaces), at most 40 characters. */
export const apartmentAddressSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(40)
  .regex(/^\S+$/, { error: 'must not contain spaces' });

/** Fields of POST /apartmentBuilding/add apart from the picture files. */
export const addApartmentBuildingFields = z
  .object({
    folder: z.string().max(200).optional(),
    owner: id,
    type: z.literal('Apartment', { error: 'must be Apartment' }).default('Apartment'),
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    no_floors: whole(MIN_FLOORS).max(200),
    units: whole(MIN_UNITS).max(5000),
    location: propertyLocationSchema,
    facilities: buildingFacilitiesSchema.default({}),
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    // The spec's payload lists them; the Apartment choice hides them, so they are optional.
    price: optionalWhole(MIN_PRICE, 10_000_000),
    area: optionalWhole(MIN_AREA, 10_000_000),
    rooms: optionalWhole(MIN_ROOMS, 10_000),
  })
  .strict()
  .meta({
    examples: [
      {
        owner: EXAMPLE_OWNER_ID,
        type: 'Apartment',
        name: 'Daarta Wadajir',
        no_floors: 4,
        units: 8,
        location: { region: 'Benaadir', district: 'Wadajir' },
        facilities: {
          HVAC: ['Air conditioning', 'Ceiling fan'],
          'Home safety': ['Security guard', 'Perimeter wall'],
          Outdoor: ['Garden', 'Balcony'],
        },
        description: 'Dhismo 4 dabaq ah oo ku yaal Wadajir, close to the airport road.',
      },
    ],
  });
export type AddApartmentBuildingFields = z.infer<typeof addApartmentBuildingFields>;

/**
 * The first rule of the New Property form's Apartment choice that the input breaks, as the
 * spec's message; null when none (spec 1 section 5). Order: region, district and description
 * ('Fadlan buuxi goobaha banaan!!!'), then name, floors (min 1) and units (min 1) ('Fadlan
 * meelaha banaan!!!'), pictures (1 to 10), then at least 6 facilities. Area, rooms and price
 * are hidden for this choice and not required.
 */
export function buildingFormProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount: number,
): string | null {
  const location = (values.location ?? {}) as Record<string, unknown>;
  if ([location.region, location.district, values.description].some(isBlank))
    return messages.fillEmptyPlaces;
  if (isBlank(values.name) || below(values.no_floors, MIN_FLOORS) || below(values.units, MIN_UNITS))
    return messages.apartmentFillEmpty;
  if (pictureCount < PICTURE_LIMITS.apartmentBuilding.min) return messages.noPictures;
  if (pictureCount > PICTURE_LIMITS.apartmentBuilding.max) return messages.only10Images;
  if (facilityCount(values.facilities) < MIN_FACILITIES) return messages.facilitiesLessThan6;
  return null;
}

/** What an owner may change with POST /apartmentBuilding/update. */
export const apartmentBuildingUpdateValues = z
  .object({
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    no_floors: whole(MIN_FLOORS).max(200),
    units: whole(MIN_UNITS).max(5000),
    location: propertyLocationSchema,
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    facilities: buildingFacilitiesSchema,
    /** the existing pictures in their new order; uploaded files, when sent, replace them all */
    pictures: z.array(z.string().max(300)).min(1).max(PICTURE_LIMITS.apartmentBuilding.max),
  })
  .partial()
  .strict();
export type ApartmentBuildingUpdateValues = z.infer<typeof apartmentBuildingUpdateValues>;

export const updateApartmentBuildingFields = z
  .object({
    apartmentBuildingId: id,
    folder: z.string().max(200).optional(),
    updatedValues: apartmentBuildingUpdateValues.default({}),
  })
  .meta({
    examples: [
      {
        apartmentBuildingId: EXAMPLE_LISTING_ID,
        updatedValues: { name: 'Daarta Xamar', units: 10 },
      },
    ],
  });

/** GET /apartments/find-apartments/{id}. */
export const apartmentBuildingParams = z.object({ id });
/** GET /apartment-renting-record/find?apartmentBuildingId. */
export const apartmentBuildingIdQuery = z.object({ apartmentBuildingId: id });
/** GET /apartment-renting-record/find/record?apartmentRentingRecordId. */
export const apartmentRentingRecordQuery = z.object({ apartmentRentingRecordId: id });

/** Fields of POST /apartments/add apart from the picture files. */
export const addApartmentFields = z
  .object({
    folder: z.string().max(200).optional(),
    apartmentBuildingId: id,
    area: whole(MIN_AREA).max(10_000_000),
    rent: whole(MIN_PRICE).max(10_000_000),
    no_bedrooms: whole(MIN_BEDROOMS).max(100),
    no_bathrooms: whole(MIN_BATHROOMS).max(100),
    floor_level: whole(MIN_FLOOR_LEVEL).max(200),
    apartment_type: z.enum(APARTMENT_TYPES, { error: 'must be an apartment type' }),
    kitchen: z.enum(KITCHEN_OPTIONS, { error: 'must be a kitchen option' }),
    furnishing: z.enum(FURNISHING_OPTIONS, { error: 'must be a furnishing option' }),
    facilities: facilitiesSchema.default({}),
    /** a JSON array of strings or one space-separated string */
    addresses: z.preprocess(
      (v) => parseApartmentAddresses(v),
      z
        .array(apartmentAddressSchema)
        .min(1, { error: 'at least one address is required' })
        .max(5000)
        .refine((list) => new Set(list).size === list.length, {
          error: 'the same address is given twice',
        }),
    ),
  })
  .strict();
export type AddApartmentFields = z.infer<typeof addApartmentFields>;

/**
 * The first rule of "Add apartment" (spec 2 section 5) the input breaks, as the spec's message;
 * null when none. Order: pictures (1 to 10), at least 6 facilities, the required fields with
 * their minimums and at least one address ('Fadlan buuxi meelaha banaan!!!'), then, when the
 * building's `units` is given, no more addresses than units (Somali warning).
 * `values.addresses` may be an array or the space-separated text of the form.
 */
export function apartmentFormProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount: number,
  units?: number,
): string | null {
  if (pictureCount < PICTURE_LIMITS.apartment.min) return messages.noPictures;
  if (pictureCount > PICTURE_LIMITS.apartment.max) return messages.picturesMoreThan10;
  if (facilityCount(values.facilities) < MIN_FACILITIES) return messages.facilitiesAreLessThan6;
  const addresses = parseApartmentAddresses(values.addresses);
  if (
    below(values.area, MIN_AREA) ||
    below(values.rent, MIN_PRICE) ||
    isBlank(values.apartment_type) ||
    isBlank(values.kitchen) ||
    isBlank(values.furnishing) ||
    below(values.no_bedrooms, MIN_BEDROOMS) ||
    below(values.no_bathrooms, MIN_BATHROOMS) ||
    below(values.floor_level, MIN_FLOOR_LEVEL) ||
    addresses.length === 0
  )
    return messages.fillEmptyFields;
  if (units !== undefined && addresses.length > units) return TOO_MANY_ADDRESSES_MESSAGE;
  return null;
}

/** POST /apartments/request-apartment-rent. The server builds the notifications itself. */
export const requestApartmentRentBody = z.object({
  apartmentBuildingId: id,
  apartment_address: apartmentAddressSchema,
  rentee: id,
  notification: notificationInput.partial().optional(),
});

/** POST /apartments/rent and /apartments/decline-apartment-rent. */
export const apartmentRentBody = z.object({
  apartmentRentingRecordId: id,
  apartmentBuildingId: id,
  apartment_address: apartmentAddressSchema.optional(),
  notification: notificationInput.partial().optional(),
});

/** POST /apartments/cancel-apartment-request: the renter withdraws a pending request. */
export const cancelApartmentRequestBody = z.object({ apartmentRentingRecordId: id });

/** POST /apartments/vacate. */
export const vacateApartmentBody = z.object({
  apartmentRentingRecordId: id,
  apartmentBuildingId: id,
});
