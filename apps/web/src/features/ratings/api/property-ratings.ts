import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyRatings, Review } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { ratingsKeys } from './ratings-keys';

const q = (propertyId: string) => `propertyId=${encodeURIComponent(propertyId)}`;

/** GET /ratingsAndReviews/findPropertyRatings: the guest-ratings block. */
export const fetchPropertyRatings = (propertyId: string) =>
  api.get<PropertyRatings>(`/ratingsAndReviews/findPropertyRatings?${q(propertyId)}`);

export const propertyRatingsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'summary'],
    queryFn: () => fetchPropertyRatings(propertyId),
  });

export const usePropertyRatings = (propertyId: string) =>
  useQuery(propertyRatingsOptions(propertyId));

/** GET /ratingsAndReviews/usersReviews: every review, newest first. */
export const fetchReviews = (propertyId: string) =>
  api.get<Review[]>(`/ratingsAndReviews/usersReviews?${q(propertyId)}`);

export const reviewsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'reviews'],
    queryFn: () => fetchReviews(propertyId),
  });

export const useReviews = (propertyId: string) => useQuery(reviewsOptions(propertyId));
