import { queryOptions, useQuery } from '@tanstack/react-query';
import type { favoritesContract, ratingsContract, trackingContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

export const propertyViewsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-views', propertyId],
    queryFn: () =>
      callData<typeof trackingContract.propertyViews>(
        { method: 'GET', path: '/views/property-views/' },
        { query: { propertyId } },
      ),
  });

export const favoriteCountQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-favorites', propertyId],
    queryFn: () =>
      callData<typeof favoritesContract.favoriteCount>(
        { method: 'GET', path: '/rentingProperty/favorites/' },
        { query: { propertyId } },
      ),
  });

export const propertyRatingsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-ratings', propertyId],
    queryFn: () =>
      callData<typeof ratingsContract.propertyRatings>(
        { method: 'GET', path: '/ratingsAndReviews/findPropertyRatings' },
        { query: { propertyId } },
      ),
  });

export const usePropertyViews = (propertyId: string) =>
  useQuery(propertyViewsQueryOptions(propertyId));
export const useFavoriteCount = (propertyId: string) =>
  useQuery(favoriteCountQueryOptions(propertyId));
export const usePropertyRatings = (propertyId: string) =>
  useQuery(propertyRatingsQueryOptions(propertyId));
