import { z } from 'zod';
import {
  catalogueSpelling,
  FACILITY_CATEGORIES,
  facilitiesFor,
  isFacilityCategory,
  type FacilityCategory,
  type FacilitySelection,
} from '../facilities';

/* Apart from facilities.ts so the catalogue can be shown without loading zod. */

/**
 * A selection restricted to the given categories, each name stored in the catalogue's spelling
 * (matched ignoring case and surrounding spaces). Unknown categories and names are refused by
 * name (not silently dropped), so a typo in a client surfaces instead of losing a checkbox; a
 * repeated name is refused too, since it would count twice towards MIN_FACILITIES.
 */
export function facilitiesSchemaOf(categories: readonly FacilityCategory[]) {
  return z.record(z.string(), z.array(z.string())).transform((selection, ctx) => {
    const stored: FacilitySelection = {};
    for (const [category, names] of Object.entries(selection)) {
      if (!isFacilityCategory(category) || !categories.includes(category)) {
        ctx.addIssue({
          code: 'custom',
          path: [category],
          message: `Unknown facility category "${category}"`,
        });
        continue;
      }
      const seen = new Set<string>();
      names.forEach((name, index) => {
        const spelling = catalogueSpelling(category, name);
        if (spelling === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [category, index],
            message: `"${name}" is not a facility of ${category}`,
          });
        } else if (seen.has(spelling)) {
          ctx.addIssue({
            code: 'custom',
            path: [category, index],
            message: `"${spelling}" is chosen twice in ${category}`,
          });
        }
        if (spelling !== undefined) seen.add(spelling);
      });
      stored[category] = [...seen];
    }
    return stored;
  });
}

/** Any facility selection drawn from the whole catalogue. */
export const facilitiesSchema = facilitiesSchemaOf(FACILITY_CATEGORIES);

/** The selection a given listing type may store (see facilitiesFor). */
export const facilitiesSchemaFor = (kind: string) => facilitiesSchemaOf(facilitiesFor(kind));
