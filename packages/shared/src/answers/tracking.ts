import { z } from 'zod';
import { idAnswer, instantAnswer } from './common';

/** Answers of the tracking calls (spec 1 section 7). */

/** The spec's user session: `sessionId` is what the client keeps and sends back. */
export const userSessionAnswer = z
  .object({
    _id: idAnswer,
    sessionId: idAnswer,
    /** the user's id, or 'not-signed' for a visitor */
    userId: z.string(),
    page_view_count: z.number().int(),
    last_time_active: instantAnswer,
    created_date: instantAnswer,
  })
  .meta({ id: 'UserSession' });
export type UserSession = z.output<typeof userSessionAnswer>;

/** A listing's views: visitors are views by nobody signed in. */
export const propertyViewsAnswer = z
  .object({
    propertyId: idAnswer,
    views: z.number().int(),
    signedIn: z.number().int(),
    visitors: z.number().int(),
    uniqueUsers: z.number().int(),
  })
  .meta({ id: 'PropertyViews' });
export type PropertyViews = z.output<typeof propertyViewsAnswer>;
