import { and, inArray, ne } from 'drizzle-orm';
import { LISTED_TYPES } from '@rentals/shared';
import { rentingProperties as p } from './schema';

/** What the grids list: general properties, apartment buildings, halls and hotels. */
export const listable = inArray(p.type, [...LISTED_TYPES]);
/** Browsing shows what can still be asked for: a rented property leaves the grids. */
export const browsable = ne(p.status, 'rented');
/** What the public lists show: the same rule tells the sitemap what to name (src/seo/sitemap.ts). */
export const publicListing = and(listable, browsable)!;
