import { z } from 'zod';
import { idAnswer } from './common';

/** Answers of the favourite calls (spec 1 section 7). */

/** The user's favourites after a toggle, and whether the call changed anything. */
export const favoriteResultAnswer = z
  .object({ favorites: z.array(idAnswer), updated: z.boolean() })
  .meta({ id: 'FavoriteResult' });

/** How many users keep a listing as a favourite. */
export const favoriteCountAnswer = z
  .object({ propertyId: idAnswer, favorites: z.number().int() })
  .meta({ id: 'FavoriteCount' });
