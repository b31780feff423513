import { z } from 'zod';
import { idAnswer } from './common';

/** Answers of the session, sign-in and profile calls (spec 1 sections 3 and 7). */

/** The user as the client holds it (spec 1 section 3), with the lists other areas add. */
export const userAnswer = z
  .object({
    _id: idAnswer,
    name: z.string(),
    email: z.string(),
    picture: z.string(),
    /** ids of the listings the user keeps as favourites */
    favorites: z.array(z.string()),
    /** ids of the listings the user rents */
    propertiesRented: z.array(z.string()),
    contact: z.string(),
    district: z.string(),
    account_type: z.string(),
    tel: z.string(),
    address: z.string(),
    /** the proved phone number in E.164, '' when none (issue 34) */
    phone: z.string(),
    /** alerts go by SMS too */
    sms_alerts: z.boolean(),
  })
  .meta({ id: 'User' });

/** What another user may see of someone (inbox cards, owner lookups). */
export const publicUserAnswer = userAnswer
  .pick({ _id: true, name: true, email: true, picture: true })
  .meta({ id: 'PublicUser' });

/** What a profile update did: 'taken' when the new e-mail belongs to another account. */
export const profileUpdateResultAnswer = z.enum(['success', 'taken']);
