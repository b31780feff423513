import { z } from 'zod';
import { id } from '../schemas/fields';
import { favoriteBody, propertyIdQuery } from '../schemas/properties';
import { favoriteCountAnswer, favoriteResultAnswer } from '../answers/favorites';
import { listingSummaryAnswer } from '../answers/listings';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Favourites of spec 1 section 7: toggles, the My account tab and a listing's count. */
const tag = 'Favorites';

export const addFavorite = defineRoute({
  method: 'POST',
  path: '/users/addFavorite',
  summary: "Keeps a listing (of any kind) as one of the signed-in user's favourites",
  tag,
  access: 'user',
  body: favoriteBody,
  answer: apiSuccess(favoriteResultAnswer),
});

export const removeFavorite = defineRoute({
  method: 'POST',
  path: '/users/removeFavorite',
  summary: "Takes a listing out of the signed-in user's favourites",
  tag,
  access: 'user',
  body: favoriteBody,
  answer: apiSuccess(favoriteResultAnswer),
});

/** The user's own favourites (403 for anyone else's). */
export const favoriteProperties = defineRoute({
  method: 'GET',
  path: '/users/favoriteProperties/:userId',
  summary: "The signed-in user's favourites as cards, newest favourite first, all at once",
  tag,
  access: 'user',
  params: z.object({ userId: id }),
  answer: apiSuccess(z.array(listingSummaryAnswer)),
});

export const favoriteCount = defineRoute({
  method: 'GET',
  path: '/rentingProperty/favorites/',
  summary: 'How many users keep a listing as a favourite',
  tag,
  access: 'public',
  querystring: propertyIdQuery,
  answer: apiSuccess(favoriteCountAnswer),
});
