import { z } from 'zod';
import { listingSummaryAnswer } from '../answers/listings';
import { savedSearchAnswer, searchExtras } from '../answers/search';
import { savedSearchBody, savedSearchIdParams, searchQuery } from '../schemas/search';
import { apiMessage, apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Search and saved searches (issue 35). */
const tag = 'Search';

export const search = defineRoute({
  method: 'GET',
  path: '/search',
  summary: 'Listings of every kind matching a text (any spelling of a district) and the filters',
  description:
    'Ranked: the name first, then the exact words, then near spellings; keyset-paged with `next`. The text is read for a district, a type and numbers with their words ("3 qol", "300 guests", "$500").',
  tag,
  access: 'public',
  querystring: searchQuery,
  answer: apiSuccess(z.array(listingSummaryAnswer), searchExtras),
});

export const saveSearch = defineRoute({
  method: 'POST',
  path: '/saved-searches',
  summary: 'The signed-in user saves a search (its text and filters) to be told of new matches',
  description: 'At most 20 a person; the same search saved again answers the one kept.',
  tag,
  access: 'user',
  body: savedSearchBody,
  answer: apiSuccess(savedSearchAnswer),
});

export const listSavedSearches = defineRoute({
  method: 'GET',
  path: '/saved-searches',
  summary: "The signed-in user's saved searches, newest first",
  tag,
  access: 'user',
  answer: apiSuccess(z.array(savedSearchAnswer)),
});

export const pauseSavedSearch = defineRoute({
  method: 'POST',
  path: '/saved-searches/:id/pause',
  summary: "Pauses or resumes the alerts of one of the signed-in user's saved searches",
  tag,
  access: 'user',
  params: savedSearchIdParams,
  body: z.object({ paused: z.boolean().default(true) }).default({ paused: true }),
  answer: apiSuccess(savedSearchAnswer),
});

export const deleteSavedSearch = defineRoute({
  method: 'DELETE',
  path: '/saved-searches/:id',
  summary: "Deletes one of the signed-in user's saved searches",
  tag,
  access: 'user',
  params: savedSearchIdParams,
  answer: apiMessage,
});
