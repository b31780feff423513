import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { favorites, ratings } from '../../db/schema';

export type CardRating = { overall: number; count: number };
export const NO_RATING: CardRating = { overall: 0, count: 0 };

/**
 * The score of each card of a page in one grouped query: the average of each rater's overall
 * score and how many rated (the same figures as aggregateRatings in shared; a rating without
 * stars does not count).
 */
export async function cardRatings(
  db: Executor,
  listingIds: readonly string[],
): Promise<Map<string, CardRating>> {
  if (listingIds.length === 0) return new Map();
  // One prepared statement for any number of ids: an `in (...)` list would be new SQL per count.
  const statement = preparedOn(db, 'card_ratings', (name) =>
    db
      .select({ listingId: ratings.listingId, overall: avg(ratings.overall), count: count() })
      .from(ratings)
      .where(
        and(
          sql`${ratings.listingId} = any(${sql.placeholder('ids')}::uuid[])`,
          sql`jsonb_array_length(${ratings.stars}) > 0`,
        ),
      )
      .groupBy(ratings.listingId)
      .prepare(name),
  );
  const rows = await statement.execute({ ids: [...listingIds] });
  return new Map(
    rows.map((r) => [r.listingId, { overall: Number(r.overall ?? 0), count: r.count }]),
  );
}

/**
 * Rows of other areas that point at a listing without a foreign key (favourites and ratings
 * cover every kind). Whoever deletes a listing calls this in the same transaction.
 */
export async function deleteListingEngagement(db: Executor, listingId: string): Promise<void> {
  await db.delete(favorites).where(eq(favorites.listingId, listingId));
  await db.delete(ratings).where(eq(ratings.listingId, listingId));
}
