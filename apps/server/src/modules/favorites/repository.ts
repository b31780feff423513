import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
export async function deleteFavorite(
  db: Executor,
  userId: string,
  listingId: string,
): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
    .returning({ id: favorites.listingId });
  return removed.length > 0;
}

export async function countFavoritesOf(db: Executor, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favorites)
    .where(eq(favorites.listingId, listingId));
  return row?.n ?? 0;
}
