import { queryOptions, useQuery } from '@tanstack/react-query';
import type { apartmentContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

/** GET /apartmentBuilding/find?propertyId: the building with its owner; 404 when unknown. */
export const fetchBuilding = (buildingId: string) =>
  callData<typeof apartmentContract.findBuilding>(
    { method: 'GET', path: '/apartmentBuilding/find' },
    { query: { propertyId: buildingId } },
  );

export const buildingKey = (buildingId: string) =>
  ['apartment-forms', 'building', buildingId] as const;

export const useBuilding = (buildingId: string) =>
  useQuery(
    queryOptions({
      queryKey: buildingKey(buildingId),
      queryFn: () => fetchBuilding(buildingId),
      // A form must start from what is stored now (units bound the addresses), not a cached copy.
      staleTime: 0,
    }),
  );
