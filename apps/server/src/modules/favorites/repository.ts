import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countWhere, deleteWhere } from '../../db/queries';
import { favorites } from '../../db/schema';

/** A user's favourite listing ids, newest first. */
export async function favoriteIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId));
  return rows.map((r) => r.id);
}

/** Adds a favourite; answers false when it was already there. */
export async function insertFavorite(
  db: Executor,
  userId: string,
  listingId: string,
): Promise<boolean> {
  const added = await db
    .insert(favorites)
    .values({ userId, listingId })
    .onConflictDoNothing()
    .returning({ id: favorites.listingId });
  return added.length > 0;
}

/** Removes a favourite; answers false when there was none. */
export const deleteFavorite = (db: Executor, userId: string, listingId: string) =>
  deleteWhere(db, favorites, and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));

export const countFavoritesOf = (db: Executor, listingId: string) =>
  countWhere(db, favorites, eq(favorites.listingId, listingId));
