import { z } from 'zod';

/*
 * The field schemas every payload file uses, with one wording of their errors. Multipart bodies
 * arrive as text parts, so numbers and flags are coerced.
 */

/** A listing's, user's or record's id. */
export const id = z.uuid({ error: 'must be an id' });

/** A whole number of at least `min`; a field adds its own `.max()`. */
export const whole = (min: number) =>
  z.coerce.number().int({ error: 'must be a whole number' }).min(min);

/** An optional number of a form: an empty text part (a field left blank) counts as absent. */
export const optionalWhole = (min: number, max: number) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), whole(min).max(max).optional())
    .optional();

/** A flag sent as a boolean or as the text 'true' / 'false'. */
export const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'must be true or false' }),
);
