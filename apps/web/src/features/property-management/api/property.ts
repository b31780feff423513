import { queryOptions, useQuery } from '@tanstack/react-query';
import type { propertyContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

/** GET /rentingproperty/find/{id}: the property with its owner; not_found when unknown. */
export const fetchProperty = (propertyId: string) =>
  callData<typeof propertyContract.findProperty>(
    { method: 'GET', path: '/rentingproperty/find/:id' },
    { params: { id: propertyId } },
  );

export const propertyKey = (propertyId: string) => ['owner-property', propertyId] as const;

export const propertyQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: propertyKey(propertyId),
    queryFn: () => fetchProperty(propertyId),
    // An owner editing must start from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export const useProperty = (propertyId: string) => useQuery(propertyQueryOptions(propertyId));
