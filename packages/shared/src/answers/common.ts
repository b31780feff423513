import { z } from 'zod';
import { FACILITY_CATEGORIES } from '../facilities';
import { DISTRICTS, REGIONS } from '../locations';

/**
 * Pieces every answer schema shares. Answers are what the server produces, so these describe
 * and strip (a field not named here never leaves the server); they do not re-check the rules
 * that inputs are held to.
 */

/** An `_id`: a UUID for rows of ours (some of the spec's markers are other strings). */
export const idAnswer = z
  .string()
  .meta({ description: 'an id (UUID)', example: '0b8f6c2e-4d1a-4f6e-9a51-3c2d1e0f9a7b' });
/** A moment, ISO 8601 in UTC. */
export const instantAnswer = z
  .string()
  .meta({ description: 'ISO 8601 date and time', example: '2026-11-26T09:30:00.000Z' });

export const locationAnswer = z
  .object({ region: z.enum(REGIONS), district: z.enum(DISTRICTS) })
  .meta({ id: 'Location' });

export const facilitiesAnswer = z
  .partialRecord(z.enum(FACILITY_CATEGORIES), z.array(z.string()))
  .meta({ id: 'Facilities', description: 'chosen facilities by category' });

/**
 * One property for each of `keys`, each a `value`: what `z.record(z.enum(keys), value)` checks,
 * written in the API document as named `properties`, which client generators read (a record's
 * `propertyNames` left every required name undefined there, as Redocly warned).
 */
export function keyedAnswer<const K extends string, V extends z.ZodType>(
  keys: readonly K[],
  value: V,
) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}
