import { useQuery } from '@tanstack/react-query';
import type { propertyContract } from '@rentals/shared';
import { storedNowOptions } from '../../../shared/api/call-query';

export const propertyKey = (propertyId: string) => ['owner-property', propertyId] as const;

/**
 * GET /rentingproperty/find/{id}: the property with its owner; not_found when unknown. An owner
 * editing must start from what is stored now.
 */
export const propertyQueryOptions = (propertyId: string) =>
  storedNowOptions<typeof propertyContract.findProperty>(
    propertyKey(propertyId),
    { method: 'GET', path: '/rentingproperty/find/:id' },
    { params: { id: propertyId } },
  );

export const useProperty = (propertyId: string) => useQuery(propertyQueryOptions(propertyId));
