import { z } from 'zod';
import { RATING_CATEGORIES } from '../rating';
import { idAnswer, instantAnswer, keyedAnswer } from './common';

/** Answers of the ratings calls (spec 1 section 7). */

/** One category's stars, 1 to 5. */
export const starAnswer = z
  .object({ category: z.enum(RATING_CATEGORIES), stars: z.number().int() })
  .meta({ id: 'Star' });

/** One user's rating of a listing, as the review list shows it. */
export const reviewAnswer = z
  .object({
    _id: idAnswer,
    propertyId: idAnswer,
    user: z.object({ _id: idAnswer, name: z.string(), picture: z.string() }),
    stars: z.array(starAnswer),
    review: z.string(),
    created_date: instantAnswer,
    updated_date: instantAnswer,
  })
  .meta({ id: 'Review' });

/** The guest-ratings block: see aggregateRatings in rating.ts. */
export const propertyRatingsAnswer = z
  .object({
    /** null: nobody rated this category yet */
    categories: keyedAnswer(RATING_CATEGORIES, z.number().nullable()),
    /** the average of each rater's overall score, not rounded */
    overall: z.number(),
    /** users who gave at least one star */
    count: z.number().int(),
  })
  .meta({ id: 'PropertyRatings' });
