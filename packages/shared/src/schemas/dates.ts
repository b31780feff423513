import { z } from 'zod';
import { isIsoDay, isIsoMonth } from '../dates';

/*
 * Days and months on the wire (DESIGN section 4). Checked for existence, not only for shape:
 * '2026-02-30' or year 0000 reaching a query would be refused by PostgreSQL as a server error.
 */

/** A 'YYYY-MM-DD' day that exists. */
export const isoDaySchema = z.string().refine(isIsoDay, { error: 'must be a day as YYYY-MM-DD' });

/** A 'YYYY-MM' month that exists. */
export const isoMonthSchema = z.string().refine(isIsoMonth, { error: 'must be a YYYY-MM month' });
