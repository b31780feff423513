import { queryOptions, useQuery } from '@tanstack/react-query';
import type { favoritesContract, ratingsContract, trackingContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';

export const propertyViewsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-views', propertyId],
    queryFn: async () =>
      (
        await call<typeof trackingContract.propertyViews>(
          { method: 'GET', path: '/views/property-views/' },
          { query: { propertyId } },
        )
      ).data,
  });

export const favoriteCountQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-favorites', propertyId],
    queryFn: async () =>
      (
        await call<typeof favoritesContract.favoriteCount>(
          { method: 'GET', path: '/rentingProperty/favorites/' },
          { query: { propertyId } },
        )
      ).data,
  });

export const propertyRatingsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-ratings', propertyId],
    queryFn: async () =>
      (
        await call<typeof ratingsContract.propertyRatings>(
          { method: 'GET', path: '/ratingsAndReviews/findPropertyRatings' },
          { query: { propertyId } },
        )
      ).data,
  });

export const usePropertyViews = (propertyId: string) =>
  useQuery(propertyViewsQueryOptions(propertyId));
export const useFavoriteCount = (propertyId: string) =>
  useQuery(favoriteCountQueryOptions(propertyId));
export const usePropertyRatings = (propertyId: string) =>
  useQuery(propertyRatingsQueryOptions(propertyId));
