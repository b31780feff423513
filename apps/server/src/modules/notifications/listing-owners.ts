import type { Executor } from '../../db/client';
import { valuesByIds } from '../../db/queries';
import { rentingProperties } from '../../db/schema';

/**
 * Who owns each of these listings, by id, whatever their kind: every listing is a row of
 * renting_properties, so one narrow query answers for a whole inbox page (ids of nothing are
 * left out). For rules that show something to a listing's owner only.
 */
export const listingOwners = (db: Executor, ids: readonly string[]): Promise<Map<string, string>> =>
  valuesByIds(db, rentingProperties, rentingProperties.ownerId, ids);
