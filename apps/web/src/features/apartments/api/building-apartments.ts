import { useQuery } from '@tanstack/react-query';
import type { Apartment, apartmentContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** Under ['listings'] so a rent request, a booking or a vacate refreshes the addresses. */
export const apartmentsKey = (buildingId: string) =>
  [...listingKeys.all, 'apartments', buildingId] as const;

/** GET /apartments/find-apartments/{id}: every apartment of the building with its addresses. */
export const apartmentsQueryOptions = (buildingId: string) =>
  callQueryOptions<typeof apartmentContract.listApartments>(
    apartmentsKey(buildingId),
    { method: 'GET', path: '/apartments/find-apartments/:id' },
    { params: { id: buildingId } },
  );

export const useApartments = (buildingId: string) => useQuery(apartmentsQueryOptions(buildingId));

/** The addresses still free to request, in the owner's order. */
export const availableAddresses = (apartment: Apartment) =>
  apartment.addresses.filter((address) => address.status === 'available');
