import { queryOptions, useQuery } from '@tanstack/react-query';
import type { apartmentContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { orMissing } from '../../../shared/api/missing';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** GET /apartmentBuilding/find?propertyId: the building with its owner; 404 when unknown. */
export const fetchBuilding = (propertyId: string) =>
  callData<typeof apartmentContract.findBuilding>(
    { method: 'GET', path: '/apartmentBuilding/find' },
    { query: { propertyId } },
  );

/** Under ['listings'] so a rent request or an edit refreshes it with the lists. */
export const buildingKey = (propertyId: string) =>
  [...listingKeys.all, 'apartment-building', propertyId] as const;

/** Null when there is no such building. Keyed by the user too: signing in changes what the detail holds (the owner's contact). */
export const buildingQueryOptions = (propertyId: string, userId: string) =>
  queryOptions({
    queryKey: [...buildingKey(propertyId), userId],
    queryFn: () => orMissing(fetchBuilding(propertyId)),
  });

export const useBuilding = (propertyId: string, userId: string) =>
  useQuery(buildingQueryOptions(propertyId, userId));
