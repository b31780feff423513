import { ownerStatsAnswer } from '../answers/owner-stats';
import { listingStatsParams, ownerStatsQuery } from '../schemas/owner-stats';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/**
 * The owner's charts (issue 36): views and favourites per day, requests and their answers,
 * income per month and occupancy. Only the listing's owner or an admin may read a listing's;
 * the overview is always the signed-in owner's own.
 */
const tag = 'Owner statistics';

export const listingStats = defineRoute({
  method: 'GET',
  path: '/owner-stats/listings/:propertyId',
  summary: "One listing's charts, for its owner or an admin",
  tag,
  access: 'user',
  params: listingStatsParams,
  querystring: ownerStatsQuery,
  answer: apiSuccess(ownerStatsAnswer),
});

export const overview = defineRoute({
  method: 'GET',
  path: '/owner-stats/overview',
  summary: "The signed-in owner's charts over all their listings",
  tag,
  access: 'user',
  querystring: ownerStatsQuery,
  answer: apiSuccess(ownerStatsAnswer),
});
