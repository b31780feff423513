import { useQuery } from '@tanstack/react-query';
import type { favoritesContract, trackingContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';

export const propertyViewsQueryOptions = (propertyId: string) =>
  callQueryOptions<typeof trackingContract.propertyViews>(
    ['property-views', propertyId],
    { method: 'GET', path: '/views/property-views/' },
    { query: { propertyId } },
  );

export const favoriteCountQueryOptions = (propertyId: string) =>
  callQueryOptions<typeof favoritesContract.favoriteCount>(
    ['property-favorites', propertyId],
    { method: 'GET', path: '/rentingProperty/favorites/' },
    { query: { propertyId } },
  );

export const usePropertyViews = (propertyId: string) =>
  useQuery(propertyViewsQueryOptions(propertyId));
export const useFavoriteCount = (propertyId: string) =>
  useQuery(favoriteCountQueryOptions(propertyId));
