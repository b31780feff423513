import {
  aggregateRatings,
  hasRatingChanged,
  messages,
  overallScore,
  type PropertyRatings,
  type RatingBody,
  type Review,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden, missing } from '../../http/errors';
import type { ListingRef } from '../../deps';
import type { UserRow } from '../users/repository';
import { presentReview } from './presenter';
import {
  findRating,
  insertRating,
  listRatings,
  listStars,
  updateRating as updateRatingRow,
} from './repository';

async function existingListing(deps: Deps, id: string): Promise<ListingRef> {
  const listing = await deps.listings.find(deps.db, id);
  if (!listing) throw missing(messages.cantFindProperty);
  return listing;
}

const authorOf = (actor: UserRow) => ({ id: actor.id, name: actor.name, picture: actor.picture });

/** The rater must be the signed-in user, and nobody rates their own listing. */
async function ratableListing(deps: Deps, actor: UserRow, input: RatingBody) {
  if (input.userId !== actor.id) throw forbidden('userId is not the signed-in user');
  const listing = await existingListing(deps, input.propertyId);
  if (listing.ownerId === actor.id) throw forbidden('You cannot rate your own property');
  return listing;
}

/** A listing's reviews, the most recently written first. */
export async function reviewsOf(deps: Deps, propertyId: string): Promise<Review[]> {
  await existingListing(deps, propertyId);
  return (await listRatings(deps.db, propertyId)).map((row) => presentReview(row, row.user));
}

/** The guest-ratings block: per-category averages, the overall score and how many rated. */
export async function ratingsOf(deps: Deps, propertyId: string): Promise<PropertyRatings> {
  await existingListing(deps, propertyId);
  return aggregateRatings(await listStars(deps.db, propertyId));
}

/** The signed-in user's own rating of a listing, or null. */
export async function ownRating(
  deps: Deps,
  actor: UserRow,
  input: { propertyId: string; userId: string },
): Promise<Review | null> {
  if (input.userId !== actor.id) throw forbidden('userId is not the signed-in user');
  await existingListing(deps, input.propertyId);
  const row = await findRating(deps.db, input.propertyId, actor.id);
  return row ? presentReview(row, row.user) : null;
}

/** A first rating of a listing; 409 when the user has rated it already (update it instead). */
export async function addRating(deps: Deps, actor: UserRow, input: RatingBody): Promise<Review> {
  const listing = await ratableListing(deps, actor, input);
  const row = await insertRating(deps.db, {
    listingId: listing.id,
    userId: actor.id,
    stars: input.stars,
    review: input.review,
    overall: overallScore(input.stars),
  });
  if (!row) throw conflict('You have already rated this property');
  return presentReview(row, authorOf(actor));
}

/**
 * Changes the user's rating: 404 when there is none, 400 'Please update before submitting!!!'
 * when nothing differs.
 */
export async function updateRating(deps: Deps, actor: UserRow, input: RatingBody): Promise<Review> {
  const listing = await ratableListing(deps, actor, input);
  const existing = await findRating(deps.db, listing.id, actor.id);
  if (!existing) throw missing('You have not rated this property');
  if (!hasRatingChanged(existing, input)) throw badRequest(messages.updateBeforeSubmit);
  const row = await updateRatingRow(deps.db, existing.id, {
    stars: input.stars,
    review: input.review,
    overall: overallScore(input.stars),
  });
  if (!row) throw missing('You have not rated this property');
  return presentReview(row, authorOf(actor));
}
