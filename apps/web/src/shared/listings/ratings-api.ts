import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ratingsContract } from '@rentals/shared';
import { callData } from '../api/client';

/** Every ratings query of a property sits under ['ratings', propertyId] (a rating refreshes them). */
export const ratingsKeys = {
  property: (propertyId: string) => ['ratings', propertyId] as const,
};

/**
 * GET /ratingsAndReviews/findPropertyRatings: the guest-ratings block, which the public page and
 * the owner's report both show.
 */
export const fetchPropertyRatings = (propertyId: string) =>
  callData<typeof ratingsContract.propertyRatings>(
    { method: 'GET', path: '/ratingsAndReviews/findPropertyRatings' },
    { query: { propertyId } },
  );

export const propertyRatingsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'summary'],
    queryFn: () => fetchPropertyRatings(propertyId),
  });

export const usePropertyRatings = (propertyId: string) =>
  useQuery(propertyRatingsOptions(propertyId));

/** GET /ratingsAndReviews/usersReviews: every review, newest first. */
export const fetchReviews = (propertyId: string) =>
  callData<typeof ratingsContract.reviews>(
    { method: 'GET', path: '/ratingsAndReviews/usersReviews' },
    { query: { propertyId } },
  );

export const reviewsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'reviews'],
    queryFn: () => fetchReviews(propertyId),
  });

export const useReviews = (propertyId: string) => useQuery(reviewsOptions(propertyId));
