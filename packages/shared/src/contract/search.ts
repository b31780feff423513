import { z } from 'zod';
import { listingSummaryAnswer } from '../answers/listings';
import { searchExtras } from '../answers/search';
import { searchQuery } from '../schemas/search';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Search (issue 35). */
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
