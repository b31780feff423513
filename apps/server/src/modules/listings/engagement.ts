import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { favorites, ratings } from '../../db/schema';

/**
 * Rows of other areas that point at a listing without a foreign key (favourites and ratings
 * cover every kind). Whoever deletes a listing calls this in the same transaction.
 */
export async function deleteListingEngagement(db: Executor, listingId: string): Promise<void> {
  await db.delete(favorites).where(eq(favorites.listingId, listingId));
  await db.delete(ratings).where(eq(ratings.listingId, listingId));
}
