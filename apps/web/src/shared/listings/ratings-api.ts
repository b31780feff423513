import { useQuery } from '@tanstack/react-query';
import type { ratingsContract } from '@rentals/shared';
import { callQueryOptions } from '../api/call-query';

/** Every ratings query of a property sits under ['ratings', propertyId] (a rating refreshes them). */
export const ratingsKeys = {
  property: (propertyId: string) => ['ratings', propertyId] as const,
};

/**
 * GET /ratingsAndReviews/findPropertyRatings: the guest-ratings block, which the public page and
 * the owner's report both show.
 */
export const propertyRatingsOptions = (propertyId: string) =>
  callQueryOptions<typeof ratingsContract.propertyRatings>(
    [...ratingsKeys.property(propertyId), 'summary'],
    { method: 'GET', path: '/ratingsAndReviews/findPropertyRatings' },
    { query: { propertyId } },
  );

export const usePropertyRatings = (propertyId: string) =>
  useQuery(propertyRatingsOptions(propertyId));

/** GET /ratingsAndReviews/usersReviews: every review, newest first. */
export const reviewsOptions = (propertyId: string) =>
  callQueryOptions<typeof ratingsContract.reviews>(
    [...ratingsKeys.property(propertyId), 'reviews'],
    { method: 'GET', path: '/ratingsAndReviews/usersReviews' },
    { query: { propertyId } },
  );

export const useReviews = (propertyId: string) => useQuery(reviewsOptions(propertyId));
