import type { Review } from '@rentals/shared';
import type { RatingRow, RatingWithUser } from './repository';

type Author = RatingWithUser['user'];

/** A rating as the review list shows it. */
export const presentReview = (row: RatingRow, user: Author): Review => ({
  _id: row.id,
  propertyId: row.listingId,
  user: { _id: user.id, name: user.name, picture: user.picture },
  stars: row.stars,
  review: row.review,
  created_date: row.createdAt.toISOString(),
  updated_date: row.updatedAt.toISOString(),
});
