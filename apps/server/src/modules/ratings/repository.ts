import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Star } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { updateById } from '../../db/queries';
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

/** Ratings where `where` holds, with their authors. */
const ratingsWithUsers = (db: Executor, where: SQL | undefined) =>
  db.select(withUser).from(ratings).innerJoin(users, eq(users.id, ratings.userId)).where(where);

/** A listing's ratings with their authors, the most recently written first. */
export async function listRatings(db: Executor, listingId: string): Promise<RatingWithUser[]> {
  const rows = await ratingsWithUsers(db, eq(ratings.listingId, listingId)).orderBy(
    desc(ratings.updatedAt),
    desc(ratings.id),
  );
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
  const [row] = await ratingsWithUsers(
    db,
    and(eq(ratings.listingId, listingId), eq(ratings.userId, userId)),
  ).limit(1);
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

export const updateRating = (db: Executor, id: string, values: RatingValues) =>
  updateById(db, ratings, id, { ...values, updatedAt: sql`now()` });
