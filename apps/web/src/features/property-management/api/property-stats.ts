import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteCount, PropertyRatings } from '@rentals/shared';
import { api } from '../../../shared/api/client';

/** Answer of GET /views/property-views/: visitors are views by nobody signed in. */
export type PropertyViews = {
  propertyId: string;
  views: number;
  signedIn: number;
  visitors: number;
  uniqueUsers: number;
};

const query = (propertyId: string) => `?propertyId=${encodeURIComponent(propertyId)}`;

export const propertyViewsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-views', propertyId],
    queryFn: () => api.get<PropertyViews>(`/views/property-views/${query(propertyId)}`),
  });

export const favoriteCountQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-favorites', propertyId],
    queryFn: () => api.get<FavoriteCount>(`/rentingProperty/favorites/${query(propertyId)}`),
  });

export const propertyRatingsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-ratings', propertyId],
    queryFn: () =>
      api.get<PropertyRatings>(`/ratingsAndReviews/findPropertyRatings${query(propertyId)}`),
  });

export const usePropertyViews = (propertyId: string) =>
  useQuery(propertyViewsQueryOptions(propertyId));
export const useFavoriteCount = (propertyId: string) =>
  useQuery(favoriteCountQueryOptions(propertyId));
export const usePropertyRatings = (propertyId: string) =>
  useQuery(propertyRatingsQueryOptions(propertyId));
