import { z } from 'zod';
import { messages } from '../messages';
import { MAX_STARS, MIN_STARS, RATING_CATEGORIES } from '../rating';

/*
 * Kept apart from rating.ts so the maths (scores on every card) never pulls zod into the
 * landing page's JavaScript.
 */

export const starSchema = z.object({
  category: z.enum(RATING_CATEGORIES, { error: 'must be a rating category' }),
  stars: z.number().int().min(MIN_STARS).max(MAX_STARS),
});

/**
 * One user's stars: at least one category (the spec's own message), each at most once, since a
 * repeated category would weigh twice in every average.
 */
export const starsSchema = z
  .array(starSchema)
  .min(1, { error: messages.starMoreThan1 })
  .refine((stars) => new Set(stars.map((s) => s.category)).size === stars.length, {
    error: 'each category may be rated once',
  });
