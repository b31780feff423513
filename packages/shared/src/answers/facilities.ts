import { z } from 'zod';
import { FACILITY_CATEGORIES, FACILITY_CATEGORIES_BY_KIND } from '../facilities';
import { keyedAnswer } from './common';

/** The facility catalogue of GET /facilities (issue 19). */
const category = z.enum(FACILITY_CATEGORIES);
const kinds = Object.keys(FACILITY_CATEGORIES_BY_KIND) as [
  keyof typeof FACILITY_CATEGORIES_BY_KIND,
  ...(keyof typeof FACILITY_CATEGORIES_BY_KIND)[],
];

export const facilityCatalogueAnswer = z
  .object({
    /** how many facilities an add or edit must choose at least */
    minimum: z.number().int(),
    /** the names each category accepts, in the catalogue's spelling */
    categories: keyedAnswer(FACILITY_CATEGORIES, z.array(z.string())),
    /** the categories each kind of listing offers */
    kinds: keyedAnswer(kinds, z.array(category)),
  })
  .meta({ id: 'FacilityCatalogue' });
