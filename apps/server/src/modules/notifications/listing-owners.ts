import { inArray } from 'drizzle-orm';
import { isUuid } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { rentingProperties } from '../../db/schema';

/**
 * Who owns each of these listings, by id, whatever their kind: every listing is a row of
 * renting_properties, so one narrow query answers for a whole inbox page (ids of nothing are
 * left out). For rules that show something to a listing's owner only.
 */
export async function listingOwners(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: rentingProperties.id, ownerId: rentingProperties.ownerId })
    .from(rentingProperties)
    .where(inArray(rentingProperties.id, valid));
  return new Map(rows.map((row) => [row.id, row.ownerId]));
}
