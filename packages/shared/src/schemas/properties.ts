import { z } from 'zod';
import { DISTRICTS, REGIONS, REQUEST_REGIONS } from '../locations';
import { PROPERTY_TYPES } from '../categories';
import { facilitiesSchema } from '../facilities';
import {
  CUSTOMER_TYPES,
  MIN_AREA,
  MIN_FLOORS,
  MIN_PRICE,
  MIN_ROOMS,
  MIN_UNITS,
  PICTURE_LIMITS,
  REPORT_TYPE_VALUES,
  SERVICE_OPTIONS,
} from '../limits';
import { starsSchema } from '../rating';

/**
 * Payloads of spec 1 section 7 "General properties", "Ratings", "Reports and requests" and the
 * favourite calls. The server parses every body with these; the forms use the same rules.
 * Multipart bodies arrive as text parts, so numbers are coerced.
 */

const id = z.uuid({ error: 'must be an id' });
const whole = (min: number) => z.coerce.number().int({ error: 'must be a whole number' }).min(min);

export const propertyLocationSchema = z.object({
  region: z.enum(REGIONS, { error: 'must be Benaadir' }),
  district: z.enum(DISTRICTS, { error: 'must be a district of Benaadir' }),
});

/** The general types the general form lists (Apartment buildings have their own call). */
export const GENERAL_PROPERTY_TYPES = PROPERTY_TYPES.filter((t) => t !== 'Apartment');

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
    rooms: whole(MIN_ROOMS).optional(),
    price: whole(MIN_PRICE).max(10_000_000).optional(),
    area: whole(MIN_AREA).max(10_000_000),
    location: propertyLocationSchema,
    facilities: facilitiesSchema.default({}),
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    name: z.string().trim().max(120).optional(),
    no_floors: whole(MIN_FLOORS).max(200).optional(),
    units: whole(MIN_UNITS).max(5000).optional(),
  })
  .strict();
export type AddPropertyFields = z.infer<typeof addPropertyFields>;

/** What an owner may change with POST /rentingProperty/update (spec 1 section 2 "Edit Property"). */
export const propertyUpdateValues = z
  .object({
    rooms: whole(MIN_ROOMS),
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

export const updatePropertyFields = z.object({
  propertyId: id,
  folder: z.string().max(200).optional(),
  updatedValues: propertyUpdateValues.default({}),
});

/** A range of the filter; `end: null` (or absent) leaves it open upwards. */
const rangeSchema = z
  .object({ start: z.number().min(0).default(0), end: z.number().min(0).nullable().default(null) })
  .default({ start: 0, end: null });

/** POST /rentingProperty/filter. An empty type or district means any. */
export const filterBody = z.object({
  type: z.union([z.enum(PROPERTY_TYPES), z.literal('')]).default(''),
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
