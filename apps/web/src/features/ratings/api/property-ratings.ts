import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ratingsContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { ratingsKeys } from './ratings-keys';

/** GET /ratingsAndReviews/findPropertyRatings: the guest-ratings block. */
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
