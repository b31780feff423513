import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ratingsContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { ratingsKeys } from './ratings-keys';

/** GET /ratingsAndReviews/findPropertyRatings: the guest-ratings block. */
export const fetchPropertyRatings = async (propertyId: string) =>
  (
    await call<typeof ratingsContract.propertyRatings>(
      { method: 'GET', path: '/ratingsAndReviews/findPropertyRatings' },
      { query: { propertyId } },
    )
  ).data;

export const propertyRatingsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'summary'],
    queryFn: () => fetchPropertyRatings(propertyId),
  });

export const usePropertyRatings = (propertyId: string) =>
  useQuery(propertyRatingsOptions(propertyId));

/** GET /ratingsAndReviews/usersReviews: every review, newest first. */
export const fetchReviews = async (propertyId: string) =>
  (
    await call<typeof ratingsContract.reviews>(
      { method: 'GET', path: '/ratingsAndReviews/usersReviews' },
      { query: { propertyId } },
    )
  ).data;

export const reviewsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'reviews'],
    queryFn: () => fetchReviews(propertyId),
  });

export const useReviews = (propertyId: string) => useQuery(reviewsOptions(propertyId));
