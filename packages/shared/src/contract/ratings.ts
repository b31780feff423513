import { z } from 'zod';
import { propertyAndUserQuery, propertyIdQuery, ratingBody } from '../schemas/properties';
import { propertyRatingsAnswer, reviewAnswer } from '../answers/ratings';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Ratings calls of spec 1 section 7: anyone reads them, signed-in users rate as themselves. */
const tag = 'Ratings';

export const reviews = defineRoute({
  method: 'GET',
  path: '/ratingsAndReviews/usersReviews',
  summary: "A listing's reviews, newest first",
  tag,
  access: 'public',
  querystring: propertyIdQuery,
  answer: apiSuccess(z.array(reviewAnswer)),
});

export const propertyRatings = defineRoute({
  method: 'GET',
  path: '/ratingsAndReviews/findPropertyRatings',
  summary: "A listing's guest-ratings block: the average per category, overall and count",
  tag,
  access: 'public',
  querystring: propertyIdQuery,
  answer: apiSuccess(propertyRatingsAnswer),
});

export const ownRating = defineRoute({
  method: 'GET',
  path: '/ratingsAndReviews/user/findPropertyRating',
  summary: "The signed-in user's own rating of a listing, or null",
  tag,
  access: 'user',
  querystring: propertyAndUserQuery,
  answer: apiSuccess(reviewAnswer.nullable()),
});

const bodyNote =
  "The body is checked by the handler: no stars at all answers the spec's own message " +
  "'Star should be more than 1!!!' before the other fields are checked.";

export const addRating = defineRoute({
  method: 'POST',
  path: '/ratingsAndReviews/add',
  summary: 'Rates a listing (once per user)',
  description: bodyNote,
  tag,
  access: 'user',
  body: ratingBody,
  answer: apiSuccess(reviewAnswer),
});

export const updateRating = defineRoute({
  method: 'POST',
  path: '/ratingsAndReviews/update',
  summary: "Changes the user's rating of a listing (refused when nothing changed)",
  description: bodyNote,
  tag,
  access: 'user',
  body: ratingBody,
  answer: apiSuccess(reviewAnswer),
});
