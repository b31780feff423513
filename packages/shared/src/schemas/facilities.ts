import { z } from 'zod';
import {
  FACILITY_CATALOGUE,
  FACILITY_CATEGORIES,
  facilitiesFor,
  isFacilityCategory,
  type FacilityCategory,
  type FacilitySelection,
} from '../facilities';

/* Apart from facilities.ts so the catalogue can be shown without loading zod. */

/**
 * A selection restricted to the given categories. Unknown categories and names are refused by
 * name (not silently dropped), so a typo in a client surfaces instead of losing a checkbox; a
 * repeated name is refused too, since it would count twice towards MIN_FACILITIES.
 */
export function facilitiesSchemaOf(categories: readonly FacilityCategory[]) {
  return z
    .record(z.string(), z.array(z.string()))
    .superRefine((selection, ctx) => {
      for (const [category, names] of Object.entries(selection)) {
        if (!isFacilityCategory(category) || !categories.includes(category)) {
          ctx.addIssue({
            code: 'custom',
            path: [category],
            message: `Unknown facility category "${category}"`,
          });
          continue;
        }
        const allowed = FACILITY_CATALOGUE[category];
        const seen = new Set<string>();
        names.forEach((name, index) => {
          if (!allowed.includes(name)) {
            ctx.addIssue({
              code: 'custom',
              path: [category, index],
              message: `"${name}" is not a facility of ${category}`,
            });
          } else if (seen.has(name)) {
            ctx.addIssue({
              code: 'custom',
              path: [category, index],
              message: `"${name}" is chosen twice in ${category}`,
            });
          }
          seen.add(name);
        });
      }
    })
    .transform((selection) => selection as FacilitySelection);
}

/** Any facility selection drawn from the whole catalogue. */
export const facilitiesSchema = facilitiesSchemaOf(FACILITY_CATEGORIES);

/** The selection a given listing type may store (see facilitiesFor). */
export const facilitiesSchemaFor = (kind: string) => facilitiesSchemaOf(facilitiesFor(kind));
