import { queryOptions, useQuery } from '@tanstack/react-query';
import type { propertyContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** Under ['listings'], so whatever refreshes the listing lists refreshes the dashboard too. */
export const ownerPropertiesKey = (userId: string) =>
  [...listingKeys.all, 'owner', userId] as const;

/**
 * GET /users/properties?userId: every listing of the owner, all statuses, in one answer (the
 * call is not paged: the dashboard needs every listing for its counts).
 */
export const ownerPropertiesQueryOptions = (userId: string) =>
  queryOptions({
    ...callQueryOptions<typeof propertyContract.ownerProperties>(
      ownerPropertiesKey(userId),
      { method: 'GET', path: '/users/properties' },
      { query: { userId } },
    ),
    enabled: userId !== '',
  });

export const useOwnerProperties = (userId: string) => useQuery(ownerPropertiesQueryOptions(userId));
