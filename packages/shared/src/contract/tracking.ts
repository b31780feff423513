import {
  addPageViewBody,
  addUserSessionBody,
  increaseViewsBody,
  propertyViewsQuery,
  updateUserSessionBody,
} from '../schemas/tracking';
import { propertyViewsAnswer, userSessionAnswer } from '../answers/tracking';
import { apiMessage, apiSuccess } from './envelope';
import { defineRoute } from './route';

/**
 * Tracking calls of spec 1 section 7: cheap inserts the client fires and forgets, for visitors
 * too (a claimed user id must be the signed-in user), rate limited per client address.
 */
const tag = 'Tracking';

export const addSession = defineRoute({
  method: 'POST',
  path: '/user-sessions/add',
  summary: "Opens a tracking session for the signed-in user or 'not-signed'",
  tag,
  access: 'public',
  body: addUserSessionBody,
  answer: apiSuccess(userSessionAnswer),
});

export const updateSession = defineRoute({
  method: 'POST',
  path: '/user-sessions/update',
  summary: 'Counts a page view (+1) or the last time the visitor was active',
  tag,
  access: 'public',
  body: updateUserSessionBody,
  answer: apiSuccess(userSessionAnswer),
});

export const addPageView = defineRoute({
  method: 'POST',
  path: '/page-views/add',
  summary: "One visit of one URL; answers 'success'",
  tag,
  access: 'public',
  body: addPageViewBody,
  answer: apiMessage,
});

export const increaseViews = defineRoute({
  method: 'POST',
  path: '/views/increase-views/',
  summary: "Counts a view of a listing (once a day per viewer); answers 'success'",
  tag,
  access: 'public',
  body: increaseViewsBody,
  answer: apiMessage,
});

export const propertyViews = defineRoute({
  method: 'GET',
  path: '/views/property-views/',
  summary: "A listing's views: in all, by signed-in users, by visitors, and distinct users",
  tag,
  access: 'public',
  querystring: propertyViewsQuery,
  answer: apiSuccess(propertyViewsAnswer),
});
