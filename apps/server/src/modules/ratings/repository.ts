import { and, desc, eq, sql } from 'drizzle-orm';
import type { Star } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { ratings, users } from '../../db/schema';

export type RatingRow = typeof ratings.$inferSelect;
export type RatingWithUser = RatingRow & { user: { id: string; name: string; picture: string } };

const withUser = {
  rating: ratings,
  user: { id: users.id, name: users.name, picture: users.picture },
};
const flatten = (r: { rating: RatingRow; user: RatingWithUser['user'] }): RatingWithUser => ({
  ...r.rating,
  user: r.user,
});

/** A listing's ratings with their authors, the most recently written first. */
export async function listRatings(db: Executor, listingId: string): Promise<RatingWithUser[]> {
  const rows = await db
    .select(withUser)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.listingId, listingId))
    .orderBy(desc(ratings.updatedAt), desc(ratings.id));
  return rows.map(flatten);
}

export async function listStars(db: Executor, listingId: string): Promise<Star[][]> {
  const rows = await db
    .select({ stars: ratings.stars })
    .from(ratings)
    .where(eq(ratings.listingId, listingId));
  return rows.map((r) => r.stars);
}

export async function findRating(
  db: Executor,
  listingId: string,
  userId: string,
): Promise<RatingWithUser | null> {
  const [row] = await db
    .select(withUser)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(and(eq(ratings.listingId, listingId), eq(ratings.userId, userId)))
    .limit(1);
  return row ? flatten(row) : null;
}

type RatingValues = { stars: Star[]; review: string; overall: number };

/** Inserts a user's rating; null when they already have one (ratings_listing_user_idx). */
export async function insertRating(
  db: Executor,
  values: RatingValues & { listingId: string; userId: string },
): Promise<RatingRow | null> {
  const [row] = await db.insert(ratings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateRating(
  db: Executor,
  id: string,
  values: RatingValues,
): Promise<RatingRow | null> {
  const [row] = await db
    .update(ratings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ratings.id, id))
    .returning();
  return row ?? null;
}
