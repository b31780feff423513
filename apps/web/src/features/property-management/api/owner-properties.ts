import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSummary, propertyContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';

/**
 * GET /users/properties?userId: every listing of the owner, all statuses, in one answer (the
 * call is not paged: the dashboard needs every listing for its counts).
 */
export async function fetchOwnerProperties(userId: string): Promise<ListingSummary[]> {
  return callData<typeof propertyContract.ownerProperties>(
    { method: 'GET', path: '/users/properties' },
    { query: { userId } },
  );
}

/** Under ['listings'], so whatever refreshes the listing lists refreshes the dashboard too. */
export const ownerPropertiesKey = (userId: string) =>
  [...listingKeys.all, 'owner', userId] as const;

export const ownerPropertiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ownerPropertiesKey(userId),
    queryFn: () => fetchOwnerProperties(userId),
    enabled: userId !== '',
  });

export const useOwnerProperties = (userId: string) => useQuery(ownerPropertiesQueryOptions(userId));
