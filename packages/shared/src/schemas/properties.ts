import { z } from 'zod';
import { DISTRICTS, REGIONS, REQUEST_REGIONS } from '../locations';
import { listedTypeOf } from '../categories';
import { LISTED_TYPES } from '../kind-facts';
import { PROPERTY_TYPES } from '../property-types';
import { facilitiesFor, MIN_FACILITIES } from '../facilities';
import { facilityCount, isBlank } from '../form-rules';
import { facilitiesSchema } from './facilities';
import { id, optionalWhole, whole } from './fields';
import { messages } from '../messages';
import {
  CUSTOMER_TYPES,
  MAX_LISTING_PRICE,
  MIN_AREA,
  MIN_FLOORS,
  MIN_PRICE,
  MIN_ROOMS,
  MIN_UNITS,
  PICTURE_LIMITS,
  REPORT_TYPE_VALUES,
  SERVICE_OPTIONS,
} from '../limits';
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID } from './examples';
import { starsSchema } from './ratings';

/**
 * Payloads of spec 1 section 7 "General properties", "Ratings", "Reports and requests" and the
 * favourite calls. The server parses every body with these; the forms use the same rules.
 * Multipart bodies arrive as text parts, so numbers are coerced.
 */

export const propertyLocationSchema = z.object({
  region: z.enum(REGIONS, { error: 'must be Benaadir' }),
  district: z.enum(DISTRICTS, { error: 'must be a district of Benaadir' }),
});

export { GENERAL_PROPERTY_TYPES } from '../property-types';

/** Types whose form asks for a name (spec 1 section 2). */
export const NAMED_PROPERTY_TYPES: readonly string[] = ['Land', 'Retail Space', 'Apartment'];

/**
 * Fields of POST /rentingProperty/add, apart from the picture files.
 * Land keeps price and area (they are what a plot is rented by) but has no rooms and no
 * facilities, so the six-facility minimum applies to every other type only.
 */
export const addPropertyFields = z
  .object({
    folder: z.string().max(200).optional(),
    owner: id,
    type: z.enum(PROPERTY_TYPES, { error: 'must be a property type' }),
    rooms: optionalWhole(MIN_ROOMS, 10_000),
    price: optionalWhole(MIN_PRICE, MAX_LISTING_PRICE),
    area: whole(MIN_AREA).max(10_000_000),
    location: propertyLocationSchema,
    facilities: facilitiesSchema.default({}),
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    name: z.string().trim().max(120).optional(),
    no_floors: optionalWhole(MIN_FLOORS, 200),
    units: optionalWhole(MIN_UNITS, 5000),
  })
  .strict()
  .meta({
    examples: [
      {
        owner: EXAMPLE_OWNER_ID,
        type: 'House',
        rooms: 3,
        price: 180,
        area: 260,
        location: { region: 'Benaadir', district: 'Hodan' },
        facilities: {
          HVAC: ['Air conditioning', 'Ceiling fan'],
          Services: ['Backup generator', 'Water tank'],
          'Home safety': ['Security guard', 'Perimeter wall'],
        },
        description:
          'Guri 3 qol leh oo ku yaal Hodan, near Maka Al-Mukarama road, with a water tank.',
      },
    ],
  });
export type AddPropertyFields = z.infer<typeof addPropertyFields>;

/**
 * The first rule of the general property form (spec 1 section 5) that the input breaks, as the
 * spec's message, checked in the spec's order; null when none. Takes the raw form values (text
 * parts or JSON), so the server answers the same words the form shows. Field detail (a district
 * outside Benaadir, an unknown facility) comes from addPropertyFields afterwards.
 */
export function propertyFormProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount: number,
): string | null {
  const location = (values.location ?? {}) as Record<string, unknown>;
  const required = [values.type, values.area, location.region, location.district];
  if (required.some(isBlank) || isBlank(values.description)) return messages.fillEmptyPlaces;
  if (pictureCount < PICTURE_LIMITS.property.min) return messages.noPictures;
  if (pictureCount > PICTURE_LIMITS.property.max) return messages.only10Images;
  const type = String(values.type);
  if (facilitiesFor(type).length > 0 && facilityCount(values.facilities) < MIN_FACILITIES)
    return messages.facilitiesLessThan6;
  if (type !== 'Apartment' && isBlank(values.price)) return messages.fillEmptyPlaces;
  return null;
}

/** What an owner may change with POST /rentingProperty/update (spec 1 section 2 "Edit Property"). */
export const propertyUpdateValues = z
  .object({
    // the add's bound: beyond it the database's integer overflowed (a 500, not a refusal)
    rooms: whole(MIN_ROOMS).max(10_000),
    price: whole(MIN_PRICE).max(10_000_000),
    area: whole(MIN_AREA).max(10_000_000),
    location: propertyLocationSchema,
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    name: z.string().trim().max(120),
    /** the existing pictures in their new order; uploaded files, when sent, replace them all */
    pictures: z.array(z.string().max(300)).min(1).max(PICTURE_LIMITS.property.max),
  })
  .partial()
  .strict();
export type PropertyUpdateValues = z.infer<typeof propertyUpdateValues>;

export const updatePropertyFields = z
  .object({
    propertyId: id,
    folder: z.string().max(200).optional(),
    updatedValues: propertyUpdateValues.default({}),
  })
  .meta({
    examples: [{ propertyId: EXAMPLE_LISTING_ID, updatedValues: { price: 200, rooms: 4 } }],
  });

/** Whole numbers the spec's client sends as text ("3"); anything else is left for the number rule. */
const WHOLE_TEXT = /^\s*\d+\s*$/;
const fromWholeText = (v: unknown) => (typeof v === 'string' && WHOLE_TEXT.test(v) ? Number(v) : v);

/**
 * A bound of the filter: a whole number, or its digits as text, no larger than any listing's
 * price or rooms may be (a person typing 1.5 rooms is told so, rather than the database refusing
 * it as a server error).
 */
const rangeBound = z.preprocess(
  fromWholeText,
  z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must not be negative' })
    .max(MAX_LISTING_PRICE),
);
/** A range of the filter; `end: null` (or absent) leaves it open upwards. */
const rangeSchema = z
  .object({ start: rangeBound.default(0), end: rangeBound.nullable().default(null) })
  .default({ start: 0, end: null });

/**
 * POST /rentingProperty/filter. The type as the pages send it ('Hall', 'Hotel', the selector's
 * 'Office'), kept in the stored spelling; an empty type or district means any.
 */
export const filterBody = z.object({
  type: z
    .preprocess(
      (v) => (typeof v === 'string' ? (listedTypeOf(v) ?? v) : v),
      z.union([z.enum(LISTED_TYPES), z.literal('')], { error: 'must be a listing type' }),
    )
    .default(''),
  district: z.union([z.enum(DISTRICTS), z.literal('')]).default(''),
  price: rangeSchema,
  rooms: rangeSchema,
});
export type FilterBody = z.infer<typeof filterBody>;

/** `?cursor=&limit=` of every keyset-paged list (DESIGN section 4). */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export const propertyIdBody = z.object({ propertyId: id });
export const propertyIdQuery = z.object({ propertyId: id });
export const propertyAndUserQuery = z.object({ propertyId: id, userId: id });
export const userPropertiesQuery = z.object({ userId: id });

/** The notification a renter's client sends with a rent request; the server builds its own. */
export const notificationInput = z.object({
  from: id,
  notifier: z.union([id, z.literal('admin')]),
  type: z.string().trim().min(1).max(60),
  about: z.string().trim().min(1).max(100),
});
export const addNotificationBody = z.object({ notification: notificationInput });

export const rentingRequestBody = z.object({
  propertyId: id,
  userId: id,
  notification: notificationInput.partial().optional(),
});

/** POST /rentingProperty/rent and /rentingPropertyRecords/record/update-to-rent. */
export const rentBody = z.object({
  propertyRentingRecordId: id,
  propertyId: id,
  userId: id,
  acceptedBy: id,
});

/** POST /rentingProperty/unrent/: vacate, telling the renter with a notification of `type`. */
export const unrentBody = z.object({
  type: z.string().trim().min(1).max(60).default('vacated'),
  from: id,
  notifier: id,
  propertyRentingRecordId: id,
  propertyId: id,
});

export const favoriteBody = z.object({ propertyId: id, userId: id });

export const ratingBody = z.object({
  propertyId: id,
  userId: id,
  stars: starsSchema,
  review: z.string().trim().max(2000).default(''),
});
export type RatingBody = z.infer<typeof ratingBody>;

export const reportBody = z.object({
  from: id,
  description: z.string().trim().min(1, { error: 'is required' }).max(4000),
  type: z.enum(REPORT_TYPE_VALUES, { error: 'must be Cilad, House or Office' }),
});

export const propertyRequestBody = z.object({
  request: z.object({
    region: z.enum(REQUEST_REGIONS, { error: 'must be Mogadishu, Hargeisa or Mudug' }),
    district: z.string().trim().max(60).default(''),
    customer_type: z.enum(CUSTOMER_TYPES, { error: 'must be seller, buyer, renter or rentee' }),
    property_type: z.string().trim().max(60).default(''),
    /** the service asked for: Iibin, Iibsasho or Kiro */
    service: z.enum(SERVICE_OPTIONS, { error: 'must be Iibin, Iibsasho or Kiro' }),
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    customer: id,
  }),
});
