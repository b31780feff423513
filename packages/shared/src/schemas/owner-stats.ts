import { z } from 'zod';
import { STATS_WINDOWS } from '../owner-stats';

/** The span of the interest chart: 30 or 90 days (a query string carries it as text). */
const windowParam = z
  .enum(STATS_WINDOWS.map(String) as ['30', '90'])
  .default('30')
  .transform(Number)
  .meta({ description: 'days of the interest chart: 30 or 90' });

export const ownerStatsQuery = z.object({ days: windowParam });
export const listingStatsParams = z.object({ propertyId: z.uuid() });
