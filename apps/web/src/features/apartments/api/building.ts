import type { apartmentContract } from '@rentals/shared';
import { useStoredNow } from '../../../shared/api/call-query';

export const buildingKey = (buildingId: string) =>
  ['apartment-forms', 'building', buildingId] as const;

/**
 * GET /apartmentBuilding/find?propertyId: the building with its owner; 404 when unknown. A form
 * must start from what is stored now (units bound the addresses).
 */
export const useBuilding = (buildingId: string) =>
  useStoredNow<typeof apartmentContract.findBuilding>(
    buildingKey(buildingId),
    { method: 'GET', path: '/apartmentBuilding/find' },
    { query: { propertyId: buildingId } },
  );
