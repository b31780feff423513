import { z } from 'zod';
import {
  addPropertyFields,
  filterBody,
  pageQuery,
  propertyIdBody,
  updatePropertyFields,
  userPropertiesQuery,
} from '../schemas/properties';
import { PICTURE_LIMITS } from '../limits';
import { ROUTE_TYPES } from '../categories';
import { apiPage, apiSuccess } from './envelope';
import { defineRoute } from './route';
import {
  categoryCountsAnswer,
  listingSummaryAnswer,
  rentingPropertyAnswer,
  rentingPropertyDetailAnswer,
} from '../answers/listings';

/** Browsing general properties (spec 1 section 7): public, keyset-paged lists and the detail. */
const tag = 'Properties';

export const listNewest = defineRoute({
  method: 'GET',
  path: '/rentingProperty/renting',
  summary: 'Newest listings of every kind (the home grid)',
  tag,
  access: 'public',
  querystring: pageQuery,
  answer: apiPage(listingSummaryAnswer),
});

export const listCategory = defineRoute({
  method: 'GET',
  path: '/rentingProperty/property-category/:type',
  summary: `Listings of one category route: ${ROUTE_TYPES.join(', ')} (as the header's links spell them)`,
  tag,
  access: 'public',
  params: z.object({
    type: z.enum(ROUTE_TYPES, { error: `must be one of ${ROUTE_TYPES.join(', ')}` }),
  }),
  querystring: pageQuery,
  answer: apiPage(listingSummaryAnswer),
});

export const filterListings = defineRoute({
  method: 'POST',
  path: '/rentingProperty/filter',
  summary: 'Listings matching the filter bar',
  tag,
  access: 'public',
  body: filterBody,
  querystring: pageQuery,
  answer: apiPage(listingSummaryAnswer),
});

export const categoryCounts = defineRoute({
  method: 'GET',
  path: '/rentingProperty/category-counts',
  summary: "How many listings each 'Explore more' tile holds",
  tag,
  access: 'public',
  answer: apiSuccess(categoryCountsAnswer),
});

export const findProperty = defineRoute({
  method: 'GET',
  path: '/rentingProperty/find/:id',
  aliases: ['/rentingproperty/find/:id'],
  summary: 'One general property with its owner card',
  tag,
  access: 'public',
  params: z.object({ id: z.string().max(100) }),
  answer: apiSuccess(rentingPropertyDetailAnswer),
});

/** An owner's calls on general properties: add, edit, delete and the dashboard list. */

export const addProperty = defineRoute({
  method: 'POST',
  path: '/rentingProperty/add',
  summary: 'An owner adds a general property (multipart: fields as text parts, the pictures)',
  description:
    'Text parts are the fields (location and facilities as JSON text); the files are repeated `pictures` parts.',
  tag,
  access: 'user',
  multipart: {
    fields: addPropertyFields,
    files: {
      field: 'pictures',
      min: PICTURE_LIMITS.property.min,
      max: PICTURE_LIMITS.property.max,
    },
  },
  answer: apiSuccess(rentingPropertyAnswer),
});

export const updateProperty = defineRoute({
  method: 'POST',
  path: '/rentingProperty/update',
  summary: 'The owner edits a general property; uploaded pictures replace all of them',
  description:
    'Multipart {propertyId, folder, pictures?, updatedValues (JSON text)}, or the same fields as JSON.',
  tag,
  access: 'user',
  multipart: {
    fields: updatePropertyFields,
    files: { field: 'pictures', min: 0, max: PICTURE_LIMITS.property.max },
  },
  answer: apiSuccess(rentingPropertyAnswer),
});

export const deleteProperty = defineRoute({
  method: 'POST',
  path: '/rentingProperty/delete',
  summary: 'The owner deletes a general property (409 while pending or rented)',
  tag,
  access: 'user',
  body: propertyIdBody,
  answer: apiSuccess(z.literal('success')),
});

export const ownerProperties = defineRoute({
  method: 'GET',
  path: '/users/properties',
  summary: "The owner's own listings, every status, newest first (the dashboard)",
  tag,
  access: 'user',
  querystring: userPropertiesQuery,
  answer: apiSuccess(z.array(listingSummaryAnswer)),
});
