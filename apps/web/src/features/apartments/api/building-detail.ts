import { useQuery } from '@tanstack/react-query';
import type { apartmentContract } from '@rentals/shared';
import { listingDetailOptions } from '../../../shared/api/call-query';

/** GET /apartmentBuilding/find?propertyId: the building with its owner; null when there is none. */
export const buildingQueryOptions = listingDetailOptions<typeof apartmentContract.findBuilding>(
  'Apartment',
  { method: 'GET', path: '/apartmentBuilding/find' },
  (propertyId) => ({ query: { propertyId } }),
);

export const useBuilding = (propertyId: string, userId: string) =>
  useQuery(buildingQueryOptions(propertyId, userId));
