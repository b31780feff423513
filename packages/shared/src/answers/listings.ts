import { z } from 'zod';
import { ROUTE_TYPES } from '../categories';
import { LISTING_KIND_NAMES } from '../kind-facts';
import { PROPERTY_TYPES } from '../property-types';
import { LISTING_STATUSES } from '../status';
import { facilitiesAnswer, idAnswer, instantAnswer, keyedAnswer, locationAnswer } from './common';

/** Answers of the general-property calls (spec 1 sections 3 and 7); ids are `_id` strings. */

/** One card of a grid: every kind of listing reduces to this. */
export const listingSummaryAnswer = z
  .object({
    _id: idAnswer,
    kind: z.enum(LISTING_KIND_NAMES),
    type: z.string(),
    name: z.string(),
    price: z.number().nullable(),
    rooms: z.number().nullable(),
    area: z.number().nullable(),
    location: locationAnswer,
    /** at most 120 characters */
    description: z.string(),
    /** the first picture only (display URL) */
    pictures: z.array(z.string()),
    status: z.enum(LISTING_STATUSES),
    verified: z.boolean(),
    rating: z.object({ overall: z.number(), count: z.number().int() }),
    created_date: instantAnswer,
  })
  .meta({ id: 'ListingSummary' });

/** A renting property as its detail page and its owner see it (spec 1 section 3). */
export const rentingPropertyAnswer = z
  .object({
    _id: idAnswer,
    owner: idAnswer,
    type: z.enum(PROPERTY_TYPES),
    rooms: z.number().nullable(),
    price: z.number().nullable(),
    location: locationAnswer,
    facilities: facilitiesAnswer,
    description: z.string(),
    /** display-size WebP URLs, in the owner's order */
    pictures: z.array(z.string()),
    verified: z.boolean(),
    status: z.enum(LISTING_STATUSES),
    rentingRecord_id: idAnswer.nullable(),
    area: z.number().nullable(),
    name: z.string(),
    no_floors: z.number().nullable(),
    units: z.number().nullable(),
    created_date: instantAnswer,
  })
  .meta({ id: 'RentingProperty' });

/** The detail call adds who owns it; the contact only reaches signed-in viewers. */
export const rentingPropertyDetailAnswer = rentingPropertyAnswer
  .extend({
    ownerInfo: z.object({
      _id: idAnswer,
      name: z.string(),
      picture: z.string(),
      contact: z.string().nullable(),
    }),
    /** whether the owner has already asked admin to verify it (the request is one-time) */
    verificationRequested: z.boolean(),
  })
  .meta({ id: 'RentingPropertyDetail' });

/** Counts of the home page's 'Explore more' tiles, one per category route. */
export const categoryCountsAnswer = keyedAnswer(ROUTE_TYPES, z.number().int()).meta({
  id: 'CategoryCounts',
});
