import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSummary } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** Pages asked for at most: an owner's dashboard needs every listing for its counts. */
const MAX_PAGES = 20;

/** GET /users/properties?userId: every listing of the owner, all statuses, following the cursor. */
export async function fetchOwnerProperties(userId: string): Promise<ListingSummary[]> {
  const all: ListingSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ userId, limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const { data, next } = await api.getPage<ListingSummary>(`/users/properties?${query}`);
    all.push(...data);
    if (!next) break;
    cursor = next;
  }
  return all;
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
