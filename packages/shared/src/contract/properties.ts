import { z } from 'zod';
import { filterBody, pageQuery } from '../schemas/properties';
import { apiPage, apiSuccess } from './envelope';
import { defineRoute } from './route';
import {
  categoryCountsAnswer,
  listingSummaryAnswer,
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
  summary: 'Listings of one category route (House, Hall, Hotel...)',
  tag,
  access: 'public',
  params: z.object({ type: z.string().max(60) }),
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
